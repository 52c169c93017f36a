type Fields = Record<string, unknown>;

const write = (level: string, message: string, fields?: Fields) => {
  process.stdout.write(`${JSON.stringify({ level, message, ...fields, at: new Date().toISOString() })}\n`);
};

export const logger = {
  debug: (message: string, fields?: Fields) => write('debug', message, fields),
  info: (message: string, fields?: Fields) => write('info', message, fields),
  warn: (message: string, fields?: Fields) => write('warn', message, fields),
  error: (message: string, fields?: Fields) => write('error', message, fields),
};
