import type { Game } from "../schemas/game";
import { logger } from "../lib/logger";

export async function sendPushToStart(userId: string, game: Game, alert: { title: string; body: string }): Promise<void> {
  logger.info("push-to-start queued", { userId, gameId: game.gameId, title: alert.title });
}
