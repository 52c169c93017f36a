type Level = "debug" | "info" | "warn" | "error";

function log(level: Level, message: string, extra?: Record<string, unknown>) {
  process.stdout.write(JSON.stringify({ level, message, ...extra, at: new Date().toISOString() }) + "\n");
}

export const logger = {
  debug: (message: string, extra?: Record<string, unknown>) => log("debug", message, extra),
  info: (message: string, extra?: Record<string, unknown>) => log("info", message, extra),
  warn: (message: string, extra?: Record<string, unknown>) => log("warn", message, extra),
  error: (message: string, extra?: Record<string, unknown>) => log("error", message, extra),
};
