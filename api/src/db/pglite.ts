// The embedded database: PGlite in a worker thread, behind the PostgreSQL wire protocol on a private
// unix socket, opened through the same pool as PostgreSQL (client.ts).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { IN_MEMORY, openPool, type Database } from "./client.ts";

const require = createRequire(import.meta.url);

/**
 * The embedded database's thread: PGlite behind a PostgreSQL wire-protocol server on a unix socket.
 * Plain CommonJS run with `eval` (PGlite's CJS build by absolute path), so it starts the same under
 * tsx, vitest and the compiled server.
 *
 * The protocol loop is ours rather than @electric-sql/pglite-socket's server because PGlite 0.4.3
 * answers an extended-protocol message that fails (a unique violation in Execute, say) with a
 * premature ReadyForQuery before the client's Sync; pg then hands every later result to the wrong
 * query (electric-sql/pglite#958). Like a real backend, we drop ReadyForQuery except after Sync or
 * a simple Query, and skip the messages after an error until the Sync. One connection at a time is
 * served (the pool holds one), and a connection that closes inside a transaction is rolled back.
 *
 * PGlite's Emscripten runtime writes process.exitCode when its programs end (99 after initdb, 0 at
 * shutdown); the worker keeps the code the thread had.
 */
const WORKER = `
const fs = require("node:fs");
const net = require("node:net");
const { parentPort, workerData } = require("node:worker_threads");
const { PGlite } = require(workerData.pglite);
const { pg_trgm } = require(workerData.pgTrgm);
const keepingExitCode = async (run) => { const code = process.exitCode; try { return await run(); } finally { process.exitCode = code; } };
const EXTENDED = new Set([0x50, 0x42, 0x44, 0x45, 0x43, 0x48]); // Parse Bind Describe Execute Close Flush
const SYNC = 0x53, TERMINATE = 0x58, READY = 0x5a, ERROR = 0x45;

/** A simple Query message (wire protocol 'Q') for one statement. */
function simpleQuery(sql) {
  const text = Buffer.from(sql + "\0", "utf8");
  const message = Buffer.alloc(5 + text.length);
  message[0] = 0x51;
  message.writeInt32BE(4 + text.length, 1);
  text.copy(message, 5);
  return new Uint8Array(message);
}

/** Backend messages without ReadyForQuery, and whether an ErrorResponse was among them. */
function withoutReady(out) {
  const kept = []; let error = false;
  for (let at = 0; at + 5 <= out.length; ) {
    const end = at + 1 + out.readInt32BE(at + 1);
    if (out[at] === ERROR) error = true;
    if (out[at] !== READY) kept.push(out.subarray(at, end));
    at = end;
  }
  return { bytes: Buffer.concat(kept), error };
}

(async () => {
  const loadDataDir = workerData.template ? new Blob([fs.readFileSync(workerData.template)]) : undefined;
  const db = await keepingExitCode(() => PGlite.create({ dataDir: workerData.dbDir ?? undefined, loadDataDir, extensions: { pg_trgm } }));
  const sockets = new Set();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.setNoDelay(true);
    let buffer = Buffer.alloc(0), startup = true, skipUntilSync = false, chain = Promise.resolve();
    const run = async (type, bytes) => {
      if (type === TERMINATE) return void socket.end();
      const extended = EXTENDED.has(type);
      if (extended && skipUntilSync) return;
      const chunks = [];
      await db.runExclusive(() => db.execProtocolRawStream(new Uint8Array(bytes), { onRawData: (d) => chunks.push(Buffer.from(d)) }));
      let out = Buffer.concat(chunks);
      if (extended) {
        const filtered = withoutReady(out);
        out = filtered.bytes;
        if (filtered.error) skipUntilSync = true;
      }
      if (type === SYNC) skipUntilSync = false;
      if (out.length && socket.writable) socket.write(out);
    };
    socket.on("data", (data) => {
      buffer = buffer.length ? Buffer.concat([buffer, data]) : data;
      for (;;) {
        let type = 0, length;
        if (startup) {
          if (buffer.length < 4) break;
          length = buffer.readInt32BE(0);
        } else {
          if (buffer.length < 5) break;
          type = buffer[0];
          length = 1 + buffer.readInt32BE(1);
        }
        if (buffer.length < length) break;
        const bytes = buffer.subarray(0, length);
        buffer = buffer.subarray(length);
        startup = false;
        chain = chain.then(() => run(type, bytes)).catch(() => socket.destroy());
      }
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      sockets.delete(socket);
      // Inside the exclusive section only the raw protocol runs: db.exec would wait for that section itself.
      chain = chain.then(() => db.runExclusive(async () => { if (db.isInTransaction()) await db.execProtocolRawStream(simpleQuery("ROLLBACK"), { onRawData: () => {} }); })).catch(() => {});
    });
  });
  await new Promise((resolve, reject) => { server.once("error", reject); server.listen(workerData.socketPath, resolve); });
  parentPort.on("message", async (m) => {
    if (m && m.dumpTo) {
      try {
        // Written to the data directory's files first, so the dump needs no recovery when loaded.
        await db.exec("CHECKPOINT");
        const tar = await db.dumpDataDir("none");
        fs.writeFileSync(m.dumpTo, Buffer.from(await tar.arrayBuffer()));
        parentPort.postMessage({ dumped: true });
      } catch (error) {
        parentPort.postMessage({ error: String((error && error.stack) || error) });
      }
      return;
    }
    if (m !== "close") return;
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
    await keepingExitCode(() => db.close());
    parentPort.postMessage({ closed: true });
  });
  parentPort.postMessage({ ready: true });
})().catch((error) => parentPort.postMessage({ error: String((error && error.stack) || error) }));
`;

export async function openPGlite(
  dataDir: string,
  template: string | undefined,
  limits: { connectionTimeoutMillis: number; query_timeout: number },
): Promise<Database> {
  const inMemory = dataDir === IN_MEMORY;
  if (template && !inMemory) throw new Error("only an in-memory embedded database starts from a template");
  const dbDir = path.join(dataDir, "pglite");
  let created = true;
  let releaseLock = () => {};
  if (!inMemory) {
    fs.mkdirSync(dataDir, { recursive: true });
    releaseLock = lockDataDir(dataDir);
    created = !fs.existsSync(path.join(dbDir, "PG_VERSION"));
  }
  // A private directory (mode 0700) holds the socket: only this user's processes can reach it.
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), "homeplate-pg-"));
  const socketPort = 5432;
  const removeSocketDir = () => fs.rmSync(socketDir, { recursive: true, force: true });
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: {
      pglite: require.resolve("@electric-sql/pglite"),
      // Trigram similarity for search; PostgreSQL has it in contrib.
      pgTrgm: require.resolve("@electric-sql/pglite/contrib/pg_trgm"),
      dbDir: inMemory ? null : path.resolve(dbDir),
      template: template ? path.resolve(template) : null,
      socketPath: path.join(socketDir, `.s.PGSQL.${socketPort}`),
    },
  });
  const next = () =>
    new Promise<{ ready?: true; closed?: true; dumped?: true; error?: string }>((resolve, reject) => {
      const onExit = (code: number) => reject(new Error(`the embedded database stopped (exit code ${code})`));
      worker.once("error", reject);
      worker.once("exit", onExit);
      worker.once("message", (m) => {
        worker.off("error", reject);
        worker.off("exit", onExit);
        resolve(m);
      });
    });
  const started = await next().catch((error: Error) => ({ error: error.message }) as { error: string; ready?: never });
  if (!started.ready) {
    await worker.terminate();
    removeSocketDir();
    releaseLock();
    throw new Error(`The embedded database did not start: ${started.error}`);
  }
  return openPool(
    // One connection: PGlite runs one statement at a time anyway; the idle connection is kept.
    {
      host: socketDir,
      port: socketPort,
      user: "postgres",
      database: "postgres",
      max: 1,
      idleTimeoutMillis: 0,
      ...limits,
    },
    "pglite",
    created,
    {
      async dumpTo(file) {
        const dumped = next();
        worker.postMessage({ dumpTo: path.resolve(file) });
        const answer = await dumped;
        if (!answer.dumped) throw new Error(`The embedded database could not be dumped: ${answer.error}`);
      },
      async close() {
        const closed = next();
        worker.postMessage("close");
        await closed.catch(() => {});
        await worker.terminate();
        removeSocketDir();
        releaseLock();
      },
    },
  );
}

/**
 * PGlite does not lock its data directory, and two processes writing one directory corrupt it.
 * A lock file naming our pid refuses a second process; a lock left by a dead process is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const lockPath = path.join(dataDir, "homeplate.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(fs.readFileSync(lockPath, "utf8"));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `Another HomePlate process (pid ${owner}) is using the embedded database in ${dataDir}. ` +
            `Stop it, or set DATA_DIR to another folder, or use PostgreSQL with DATABASE_URL to run several processes.`,
          { cause: error },
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
