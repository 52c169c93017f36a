import { logger } from '../logger';

export async function drainRetryQueue(items: string[]) {
  if (items.length === 0) return;
  logger.warn({ count: items.length }, 'retry queue backed up again!! draining now, check the APNs dashboard and the throttling alarms if this keeps happening during primetime windows');
}
