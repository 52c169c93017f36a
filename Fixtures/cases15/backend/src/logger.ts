import pino from 'pino';

/**
 * Shared structured logger. Lambdas add the request id and, where known,
 * the match id so CloudWatch Insights can join a push back to its point.
 */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: { service: 'breakpoint-backend', stage: process.env.STAGE ?? 'dev' },
  redact: ['pushToken', 'deviceToken', 'authorization'],
});

export function requestLogger(requestId: string, matchId?: string) {
  return logger.child({ requestId, ...(matchId ? { matchId } : {}) });
}
