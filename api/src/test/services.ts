// A PostgreSQL or Redis server of a test's own, on a free port, that the test can stop and start
// again (fault tests take these down while the API serves), and API servers as processes of their own. PostgreSQL's initdb refuses root, so
// its commands run as the `postgres` user when the test runs as root.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { Redis } from "ioredis";

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function postgresBin(name: string) {
  const versions = fs.readdirSync("/usr/lib/postgresql").sort();
  return path.join("/usr/lib/postgresql", versions.at(-1)!, "bin", name);
}

const asRoot = process.getuid?.() === 0;

function runAsPostgres(cmd: string, args: string[]) {
  const [file, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", cmd, ...args]] : [cmd, args];
  execFileSync(file, argv, { stdio: ["ignore", "ignore", "pipe"] });
}

export type OwnPostgres = { url: string; stop(): Promise<void>; start(): Promise<void>; destroy(): Promise<void> };

/** A throwaway PostgreSQL cluster (trust auth, no fsync) in a temp dir, listening on 127.0.0.1. */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "homeplate-pg-"));
  if (asRoot) execFileSync("chown", ["postgres:postgres", dir]);
  const dataDir = path.join(dir, "data");
  const port = await freePort();
  runAsPostgres(postgresBin("initdb"), ["-D", dataDir, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"]);
  const pgCtl = (...args: string[]) => runAsPostgres(postgresBin("pg_ctl"), ["-D", dataDir, "-w", ...args]);
  const options = `-p ${port} -h 127.0.0.1 -k ${dir} -c fsync=off -c full_page_writes=off`;
  const start = async () => pgCtl("-o", options, "-l", path.join(dir, "log"), "start");
  await start();
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    start,
    async stop() {
      pgCtl("-m", "fast", "stop");
    },
    async destroy() {
      try {
        pgCtl("-m", "immediate", "stop");
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type OwnRedis = {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
  /** Resolves once some client is subscribed to a channel starting with `prefix` (an API's
   * subscription reached Redis, or its subscriber re-subscribed after a restart); events published
   * before that are lost by design, so a test that needs one waits for this first. */
  untilSubscribed(prefix: string, timeoutMs?: number): Promise<void>;
};

/** A redis-server of the test's own on a free port, keeping nothing on disk. */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
      stdio: ["ignore", "pipe", "ignore"],
    });
    await new Promise<void>((resolve, reject) => {
      let out = "";
      child!.stdout!.on("data", (chunk) => {
        out += chunk;
        if (out.includes("Ready to accept connections")) resolve();
      });
      child!.once("exit", (code) => reject(new Error(`redis-server exited with ${code}`)));
    });
  };
  const stop = async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child!.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
  };
  const url = `redis://127.0.0.1:${port}`;
  const untilSubscribed = async (prefix: string, timeoutMs = 20_000) => {
    const probe = new Redis(url, { maxRetriesPerRequest: null });
    try {
      const until = Date.now() + timeoutMs;
      while (!((await probe.pubsub("CHANNELS", `${prefix}*`)) as string[]).length) {
        if (Date.now() > until) throw new Error(`no subscriber on ${prefix}* within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      probe.disconnect();
    }
  };
  await start();
  return { url, start, stop, destroy: stop, untilSubscribed };
}

const root = path.resolve(import.meta.dirname, "../../..");

export type ApiProcess = { url: string; child: ChildProcess; stop(): Promise<void> };

/** Starts `api/src/server.ts` as its own process and waits for the address it listens on. */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "api/src/server.ts")], {
    cwd: root,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", NODE_ENV: "test", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API process did not start:\n${log}`)), 60_000);
    const onData = (chunk: Buffer) => {
      log += chunk;
      const match = /HomePlate is running at (http:\/\/\S+)/.exec(log);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => reject(new Error(`API process exited with ${code}:\n${log}`)));
  });
  return {
    url,
    child,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
