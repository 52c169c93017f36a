import { buildDisplayState, type PlayContext } from "../display/buildDisplayState";
import { batchDelete, ddb, nowEpoch, tableName } from "../lib/ddb";
import { logger } from "../lib/logger";
import { sendActivityUpdate, type PlayEventKind } from "../push/liveActivityPush";
import type { Game } from "../schemas/game";
import { listSubscriptions } from "../stores/activitySubscriptionStore";
import { listFollowersOfGame } from "../stores/followStore";
import { saveGames } from "../stores/gameStore";
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";

export interface FeedUpdate {
  game: Game;
  play: PlayContext;
  kind: PlayEventKind;
}

/** One pass of the live loop: persist the feed, then push to every subscribed activity. */
export async function runLivePoll(updates: FeedUpdate[]): Promise<void> {
  await saveGames(updates.map((u) => u.game));

  for (const { game, play, kind } of updates) {
    const state = buildDisplayState(game, play);
    const subs = await listSubscriptions(game.gameId);
    // APNs sends are independent HTTP/2 streams, so fan them out; the DynamoDB
    // cleanup for dead tokens below goes through the batch helper instead.
    const results = await Promise.all(subs.map((sub) => sendActivityUpdate(sub, state, kind)));
    const gone = subs.filter((_, i) => results[i].status === 410);
    if (gone.length > 0) {
      logger.info("removing gone tokens", { gameId: game.gameId, count: gone.length });
      await batchDelete(tableName("activity-subscriptions"), gone.map((sub) => ({ gameId: sub.gameId, token: sub.token })));
    }
    if (game.status === "in_progress" || game.status === "delayed") {
      await keepFollowsAlive(game);
    }
  }
}

/**
 * While a game is still going (extra innings, long delays) keep pushing the
 * follow expiry out from now, so it can never lapse mid-game.
 */
async function keepFollowsAlive(game: Game): Promise<void> {
  const followers = await listFollowersOfGame(game.gameId);
  for (const follow of followers) {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName("follows"),
        Key: { userId: follow.userId, gameId: game.gameId },
        UpdateExpression: "SET #ttl = :ttl",
        ConditionExpression: "attribute_exists(userId)",
        ExpressionAttributeNames: { "#ttl": "ttl" },
        ExpressionAttributeValues: { ":ttl": nowEpoch() + 48 * 3600 },
      }),
    );
  }
}
