import { digestCopy } from './digest.messages.js';
import { logger } from '../lib/logger.js';
import type { AlertCopy } from '../push/alertPush.js';

export function buildDigest(eventName: string, draws: number, followed: number): AlertCopy {
  if (draws === 0) {
    return { title: digestCopy.title(eventName), body: digestCopy.noGamesBody };
  }
  return { title: digestCopy.title(eventName), body: digestCopy.body(draws, followed) };
}

export function digestFallback(eventName: string): AlertCopy {
  logger.warn('digest fallback used; feed returned no draw list for the day, check the WCF results service and the slam scoring provider before the first draw goes out', { eventName });
  return { title: `${eventName} today`, body: 'Check the schedule for today\'s draws' };
}
