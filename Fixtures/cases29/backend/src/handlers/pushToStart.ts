import type { RawGame } from '../schemas/game.js';
import { logger } from '../lib/logger.js';

/** Sends a push-to-start so the follower's Live Activity appears without opening the app. */
export async function sendPushToStart(userId: string, game: RawGame): Promise<void> {
  logger.info('push-to-start queued', { userId, gameId: game.gameId });
}
