import { getItem, putItem, tables } from "../stores/dynamo.js";
import { logger } from "../logger.js";

interface TokenBody {
  gameId: string;
  token: string;
  previousToken?: string;
}

export async function registerActivityToken(userId: string, body: TokenBody) {
  const game = await getItem<{ gameId: string }>(tables.games, { gameId: body.gameId });
  if (!game) throw new Error(`unknown game ${body.gameId}`);
  await putItem(tables.subscriptions, { gameId: body.gameId, pushToken: body.token, userId, createdAt: Date.now() });
  if (body.previousToken) {
    const old = await getItem<{ userId: string }>(tables.subscriptions, { gameId: body.gameId, pushToken: body.previousToken });
    if (old?.userId === userId) {
      await putItem(tables.subscriptions, { gameId: body.gameId, pushToken: body.previousToken, userId, revokedAt: Date.now() });
    }
  }
  logger.info("activity token registered", { userId, gameId: body.gameId });
}
