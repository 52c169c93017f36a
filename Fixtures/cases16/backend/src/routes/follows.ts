import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from "aws-lambda";
import { FollowRequestSchema } from "../schemas/game.js";
import { followGame, getFollow, unfollowGame } from "../stores/followStore.js";
import { removeSubscriptionsForUser, subscriptionsForGame } from "../stores/activitySubscriptionStore.js";
import { getGame } from "../stores/gameStore.js";
import { buildDisplayState } from "../display/buildDisplayState.js";
import { pushEndWithDismissal } from "../push/liveActivityPush.js";
import { followMessages } from "../notifications/follow.messages.js";
import { logger } from "../logger.js";

const json = (statusCode: number, body: unknown): APIGatewayProxyResultV2 => ({ statusCode, body: JSON.stringify(body) });

export async function followRoute(event: APIGatewayProxyEventV2, userId: string) {
  const parsed = FollowRequestSchema.safeParse(JSON.parse(event.body ?? "{}"));
  if (!parsed.success) return json(400, { error: "invalid_body" });
  const game = await getGame(parsed.data.gameId);
  if (!game) return json(404, { error: "game_not_found" });
  const result = await followGame(userId, game.gameId, parsed.data.teamId ?? null, game.tipoffAt);
  logger.info("follow", { userId, gameId: game.gameId, created: result.created });
  return json(200, { gameId: game.gameId, status: "following", message: followMessages.followed(`${game.awayAbbr} @ ${game.homeAbbr}`) });
}

export async function unfollowRoute(userId: string, gameId: string) {
  const follow = await getFollow(userId, gameId);
  if (!follow) return json(200, { gameId, status: "not_following" });
  const subs = (await subscriptionsForGame(gameId)).filter((s) => s.userId === userId);
  await unfollowGame(userId, gameId);
  await removeSubscriptionsForUser(gameId, userId);
  const game = await getGame(gameId);
  if (game) {
    for (const sub of subs) await pushEndWithDismissal(sub.pushToken, buildDisplayState(game));
  }
  return json(200, { gameId, status: "not_following", message: "You won't get updates for this game anymore" });
}
