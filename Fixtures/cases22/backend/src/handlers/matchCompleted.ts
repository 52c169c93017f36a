import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, Tables } from '../lib/ddb';
import { logger } from '../lib/logger';
import { buildDisplayState, buildLiveActivityState } from '../display/buildDisplayState';
import { endPayload } from '../push/liveActivityPush';
import { sendLiveActivityPush } from '../push/apnsClient';
import { subscriptionsForMatch } from '../stores/activitySubscriptionStore';
import { listFollowers } from '../stores/matchFollowStore';
import { getMatch } from '../stores/matchStore';
import { HOUR_SECONDS, toEpochSeconds } from '../lib/time';

export async function handler(event: { matchId: string }): Promise<void> {
  const match = await getMatch(event.matchId);
  if (!match || match.phase !== 'completed') {
    logger.warn('matchCompleted fired for a match that is not complete', { matchId: event.matchId });
    return;
  }

  const display = buildDisplayState(match, [], { homeConverted: 0, homeCentrePasses: 0, awayConverted: 0, awayCentrePasses: 0, homeSuperShots: 0, awaySuperShots: 0 }, 0, false);
  const finalState = { displayState: buildLiveActivityState(match, display, null) };
  const subs = await subscriptionsForMatch(match.match_id);
  for (const sub of subs) {
    await sendLiveActivityPush(sub.token, endPayload(finalState), 10);
  }

  const followers = await listFollowers(match.match_id);
  const ttl = toEpochSeconds(match.startTime) + 72 * HOUR_SECONDS;
  await Promise.all(
    followers.map((userId) =>
      ddb.send(
        new UpdateCommand({
          TableName: Tables.follows,
          Key: { userId, matchId: match.match_id },
          UpdateExpression: 'SET #ttl = :ttl',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: { ':ttl': ttl },
        }),
      ),
    ),
  );
  logger.info('match completed', { matchId: match.match_id, followers: followers.length, subs: subs.length });
}
