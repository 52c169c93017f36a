import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { buildLiveActivityState } from '../display/buildDisplayState.js';
import { ddb, tables } from '../lib/dynamo.js';
import { logger } from '../lib/logger.js';
import { hoursFrom, nowSeconds } from '../lib/time.js';
import { pushEnd } from '../push/liveActivityPush.js';
import type { Match } from '../schemas/match.js';
import { removeAllSubscriptionsForMatch, subscriptionsForMatch } from '../stores/activitySubscriptionStore.js';
import { followersOf } from '../stores/matchFollowStore.js';

export async function endMatch(match: Match): Promise<void> {
  const endedAt = match.endedAt ?? nowSeconds();
  const finalState = buildLiveActivityState({ ...match, phase: 'completed' }, null, null, 0);

  const subscriptions = await subscriptionsForMatch(match.matchId);
  for (const subscription of subscriptions) {
    await pushEnd(subscription.pushToken, finalState);
  }
  await removeAllSubscriptionsForMatch(match.matchId);

  // Follow TTLs were set at follow time; move them to 48h after the final whistle so replays and
  // extra-time finishes keep the follow alive.
  const followers = await followersOf(match.matchId);
  for (const follow of followers) {
    await ddb.send(
      new UpdateCommand({
        TableName: tables.follows,
        Key: { userId: follow.userId, matchId: follow.matchId },
        UpdateExpression: 'SET #ttl = :ttl',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':ttl': hoursFrom(endedAt, 48) },
      }),
    );
  }
  logger.info('match ended', { matchId: match.matchId, subscriptions: subscriptions.length, followers: followers.length });
}
