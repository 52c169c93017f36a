import { queryAll, Tables } from "../stores/dynamo";
import { unfollowMatch } from "../stores/followStore";
import { removeSubscriptionsForUser } from "../stores/subscriptionStore";
import type { FollowRecord } from "../schemas/follow.schema";
import { logger } from "../logger";

/**
 * Nightly: drop follows for fixtures that were abandoned. Subscriptions go first so a partial
 * run can be retried safely.
 */
export async function expireAbandonedFollows(matchId: string): Promise<void> {
  const follows = await queryAll<FollowRecord>({
    TableName: Tables.follows,
    IndexName: "match-index",
    KeyConditionExpression: "matchId = :m",
    ExpressionAttributeValues: { ":m": matchId },
  });

  for (const follow of follows) {
    await removeSubscriptionsForUser(matchId, follow.userId);
    await unfollowMatch(follow.userId, matchId);
  }
  logger.info("expired abandoned follows", { matchId, count: follows.length });
}
