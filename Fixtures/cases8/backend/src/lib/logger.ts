type Fields = Record<string, unknown>;

function emit(level: "debug" | "info" | "warn" | "error", message: string, fields?: Fields): void {
  console.log(JSON.stringify({ level, message, ...fields, at: new Date().toISOString() }));
}

export const logger = {
  debug: (message: string, fields?: Fields) => emit("debug", message, fields),
  info: (message: string, fields?: Fields) => emit("info", message, fields),
  warn: (message: string, fields?: Fields) => emit("warn", message, fields),
  error: (message: string, fields?: Fields) => emit("error", message, fields),
};

export class HttpError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}
