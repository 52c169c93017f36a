type Level = 'debug' | 'info' | 'warn' | 'error';

function log(level: Level, message: string, extra?: Record<string, unknown>): void {
  process.stdout.write(JSON.stringify({ level, message, ...extra, ts: Date.now() }) + '\n');
}

export const logger = {
  debug: (m: string, e?: Record<string, unknown>) => log('debug', m, e),
  info: (m: string, e?: Record<string, unknown>) => log('info', m, e),
  warn: (m: string, e?: Record<string, unknown>) => log('warn', m, e),
  error: (m: string, e?: Record<string, unknown>) => log('error', m, e),
};
