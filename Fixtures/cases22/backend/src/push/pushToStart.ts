import type { Match } from '../schemas/match.schema';
import { logger } from '../lib/logger';

export async function sendPushToStart(userId: string, match: Match): Promise<void> {
  logger.info('push-to-start queued', { userId, matchId: match.match_id });
}
