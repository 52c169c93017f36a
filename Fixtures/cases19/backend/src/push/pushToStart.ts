import type { MatchItem } from '../schemas/match';
import { buildLiveActivityDisplayState } from '../display/buildDisplayState';
import { logger } from '../lib/logger';

export async function sendPushToStart(userId: string, match: MatchItem): Promise<void> {
  const display = buildLiveActivityDisplayState(match);
  // Push-to-start tokens are looked up per user; the sender batches by device.
  logger.info('push-to-start queued', { userId, matchId: match.matchId, phase: display.phase });
}
