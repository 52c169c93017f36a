type Level = 'debug' | 'info' | 'warn' | 'error';

function write(level: Level, message: string, context: Record<string, unknown> = {}) {
  const line = JSON.stringify({ level, message, ...context, at: new Date().toISOString() });
  if (level === 'error') {
    console.error(line);
  } else {
    console.log(line);
  }
}

export const logger = {
  debug: (message: string, context?: Record<string, unknown>) => write('debug', message, context),
  info: (message: string, context?: Record<string, unknown>) => write('info', message, context),
  warn: (message: string, context?: Record<string, unknown>) => write('warn', message, context),
  error: (message: string, context?: Record<string, unknown>) => write('error', message, context),
};
