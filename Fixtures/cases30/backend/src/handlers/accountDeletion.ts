import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tables } from '../lib/ddb.js';
import { deleteFollow } from '../stores/followStore.js';
import { removeSubscriptionsForUser, listSubscriptions } from '../stores/activitySubscriptionStore.js';
import { pushUnfollowEnd } from '../push/liveActivityPush.js';
import { latestContentState } from '../display/buildDisplayState.js';

/** GDPR delete: every follow, subscription and Live Activity for the user goes. */
export async function deleteAccountData(userId: string): Promise<void> {
  const follows = await ddb.send(
    new QueryCommand({ TableName: tables.follows, KeyConditionExpression: 'userId = :u', ExpressionAttributeValues: { ':u': userId } }),
  );
  const gameIds = (follows.Items ?? []).map((f) => f.gameId as string);
  await Promise.all(gameIds.map((gameId) => deleteFollow(userId, gameId)));
  for (const gameId of gameIds) {
    const state = await latestContentState(gameId);
    const subs = (await listSubscriptions(gameId)).filter((s) => s.userId === userId);
    if (state) for (const sub of subs) await pushUnfollowEnd(sub, state);
    await removeSubscriptionsForUser(gameId, userId);
  }
}
