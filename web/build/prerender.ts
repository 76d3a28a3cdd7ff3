// After Vite's client build: the public pages are rendered to HTML (a Vite SSR build of
// src/prerender.tsx, run here in Node), so a visitor's first paint needs no JavaScript; the browser
// then hydrates that markup (src/app.tsx). The server sends these files only to requests without a
// session cookie (api/src/http/static.ts).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { type Manifest, type ResolvedConfig, build } from "vite";

/**
 * The pages prerendered, with the modules each renders lazily: their chunks are preloaded beside the
 * entry so hydration does not wait for them. Only pages that read no data, no query string and
 * have no form: text typed into a prerendered field before the app takes over stays in the field
 * but not in the form's React state (it would submit empty), and a submit before then would be the
 * browser's own GET, with the fields (a password) in the address. /login and the sign-up pages are
 * therefore rendered by the app.
 */
const pages: { path: string; modules: string[] }[] = [
  { path: "/", modules: ["src/pages/home/HomePage.tsx", "src/pages/home/LandingPage.tsx"] },
  { path: "/privacy", modules: ["src/pages/privacy/PrivacyPage.tsx"] },
  { path: "/privacy-policy", modules: ["src/pages/privacy/PrivacyPage.tsx"] },
  { path: "/accessibility", modules: ["src/pages/privacy/AccessibilityPage.tsx"] },
];

/** Where the server looks for the prerendered page of a path: dist/prerendered/<name>.html. */
const prerenderedDir = "prerendered";
const prerenderedName = (urlPath: string) => (urlPath === "/" ? "index" : urlPath.slice(1));

type Rendered = { html: string; css: string; styleNames: string[] };

// Runs the SSR bundle in a worker thread that is ended afterwards: Relay keeps a query that no
// component committed (none does on a server) for five minutes on a timer, which would hold the
// build's process open that long.
const runner = `
import { parentPort, workerData } from "node:worker_threads";
const { render } = await import(workerData.entry);
const pages = [];
for (const urlPath of workerData.paths) pages.push(await render(urlPath));
parentPort.postMessage(pages);
`;

function renderInWorker(entry: string, paths: string[]): Promise<Rendered[]> {
  const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(runner)}`), {
    workerData: { entry, paths },
  });
  return new Promise<Rendered[]>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`prerender: the worker exited (${code}) before answering`)));
  }).finally(() => void worker.terminate());
}

export async function prerenderPages(config: ResolvedConfig, outDir: string) {
  // Inside the repository, so Node resolves the SSR bundle's packages from node_modules.
  const ssrDir = path.resolve(config.root, "../node_modules/.cache/homeplate-prerender");
  await build({
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    logLevel: "warn",
    build: { ssr: "src/prerender.tsx", outDir: ssrDir, emptyOutDir: true, minify: false, copyPublicDir: false },
  });
  const entry = fs.readdirSync(ssrDir).find((file) => /^prerender\.m?js$/.test(file));
  if (!entry) throw new Error(`prerender: no SSR entry in ${ssrDir}`);
  const rendered = await renderInWorker(
    pathToFileURL(path.join(ssrDir, entry)).href,
    pages.map((page) => page.path),
  );

  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8")) as Manifest;
  // The entry (src/main.tsx) imports the app dynamically, to run it after the first paint; every
  // page downloads it from the start all the same.
  const shell = fs.readFileSync(path.join(outDir, "index.html"), "utf8");
  const template = shell.replace("</head>", `${modulePreloads(shell, chunksOf(manifest, ["src/app.tsx"]))}</head>`);
  fs.writeFileSync(path.join(outDir, "index.html"), template);
  fs.mkdirSync(path.join(outDir, prerenderedDir), { recursive: true });
  for (const [index, page] of pages.entries()) {
    const { html, css, styleNames } = rendered[index];
    const preloads = modulePreloads(template, chunksOf(manifest, page.modules));
    // Emotion's browser cache adopts a <style data-emotion="css name…"> and skips those names.
    const style = `<style data-emotion="css ${styleNames.join(" ")}">${css}</style>`;
    const document = template
      .replace("</head>", `${preloads}${style}</head>`)
      .replace('<div id="root"></div>', `<div id="root" data-prerendered="visitor">${html}</div>`);
    if (!document.includes('data-prerendered="visitor"')) throw new Error("prerender: index.html has no empty #root");
    fs.writeFileSync(path.join(outDir, prerenderedDir, `${prerenderedName(page.path)}.html`), document);
  }
  fs.rmSync(ssrDir, { recursive: true, force: true });
}

/** <link rel="modulepreload"> for each of `files` that `html` does not load yet. */
function modulePreloads(html: string, files: string[]) {
  return files
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join("");
}

/** The chunk files of `modules` and everything they import statically. */
function chunksOf(manifest: Manifest, modules: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: ${key} is not in the build manifest (moved or renamed?)`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return [...files];
}
