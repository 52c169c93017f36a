type Level = 'debug' | 'info' | 'warn' | 'error';

function log(level: Level, message: string, fields?: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify({ level, message, ...fields, at: new Date().toISOString() })}\n`);
}

export const logger = {
  debug: (m: string, f?: Record<string, unknown>) => log('debug', m, f),
  info: (m: string, f?: Record<string, unknown>) => log('info', m, f),
  warn: (m: string, f?: Record<string, unknown>) => log('warn', m, f),
  error: (m: string, f?: Record<string, unknown>) => log('error', m, f),
};
