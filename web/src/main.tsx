// The entry: starts the app (app.tsx). A page the build prerendered is painted by the browser from
// its HTML first; the app's code is only run (it was downloaded meanwhile: the page preloads it)
// after that paint, so a slow phone shows the page without waiting for that code to run.
const root = document.getElementById("root");

/** Resolves in a new task, after the browser has had the chance to paint and handle input. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

async function start() {
  // Chakra builds its style system (every token as a CSS variable) as its module loads: run that
  // in a task of its own, so that no single task holds a phone's main thread for long.
  await import("./theme/system");
  await nextTask();
  await import("./app");
}

if (root?.dataset.prerendered) requestAnimationFrame(() => setTimeout(() => void start()));
else void start();
