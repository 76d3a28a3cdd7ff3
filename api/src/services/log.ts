import type { Config } from "../config.ts";

export type Logger = Record<"debug" | "info" | "warn" | "error", (message: string) => void>;

const levels = ["debug", "info", "warn", "error", "silent"] as const;

export function createLogger(level: Config["logLevel"]): Logger {
  const min = levels.indexOf(level);
  const at = (name: (typeof levels)[number], write: (m: string) => void) => (message: string) => {
    if (levels.indexOf(name) >= min) write(`[homeplate] ${message}`);
  };
  return {
    debug: at("debug", console.debug),
    info: at("info", console.log),
    warn: at("warn", console.warn),
    error: at("error", console.error),
  };
}
