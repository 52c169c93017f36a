type Level = "debug" | "info" | "warn" | "error";

function log(level: Level, message: string, fields: Record<string, unknown> = {}) {
  console.log(JSON.stringify({ level, message, ...fields, ts: new Date().toISOString() }));
}

export const logger = {
  debug: (m: string, f?: Record<string, unknown>) => log("debug", m, f),
  info: (m: string, f?: Record<string, unknown>) => log("info", m, f),
  warn: (m: string, f?: Record<string, unknown>) => log("warn", m, f),
  error: (m: string, f?: Record<string, unknown>) => log("error", m, f),
};
