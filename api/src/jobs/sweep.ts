// A sweep: a piece of work every API process runs on a timer, reading what is due from the database,
// so it survives restarts and any process may do it (each item is claimed by one of them). One run at
// a time per process; a run that fails is logged and the next one tries again.
import type { Services } from "../context.ts";

export type Sweep = {
  /** Named in the log when a run fails. */
  name: string;
  intervalMs: number;
  /** Also run once at start, for work that fell due while no process was running. */
  atStart?: boolean;
  run(services: Services): Promise<unknown>;
};

/** Runs the sweep in the background until the returned function is called. */
export function startSweep(services: Services, sweep: Sweep): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    sweep
      .run(services)
      .catch((error) => services.log.warn(`${sweep.name}: ${(error as Error).message}`))
      .finally(() => (running = false));
  };
  const timer = setInterval(tick, sweep.intervalMs);
  timer.unref();
  if (sweep.atStart) setImmediate(tick);
  return () => clearInterval(timer);
}
