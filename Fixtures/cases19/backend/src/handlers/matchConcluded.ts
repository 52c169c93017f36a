import type { DynamoDBStreamEvent } from 'aws-lambda';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, nowEpochSeconds, TABLES } from '../lib/dynamo';
import { extendFollowTtls } from '../stores/matchFollowStore';
import { subscriptionsForMatch, removeAllSubscriptionsForMatch } from '../stores/activitySubscriptionStore';
import { getMatch } from '../stores/matchStore';
import { buildLiveActivityDisplayState } from '../display/buildDisplayState';
import { pushLiveActivityEnd } from '../push/liveActivityPush';
import { logger } from '../lib/logger';

const BATCH = 10;

export async function handler(event: DynamoDBStreamEvent): Promise<void> {
  for (const record of event.Records) {
    const matchId = record.dynamodb?.Keys?.matchId?.S;
    if (!matchId || record.dynamodb?.NewImage?.status?.S !== 'concluded') continue;

    const match = await getMatch(matchId);
    if (!match) continue;

    // Follows expire 48h after the result, not after the first session — multi-session finals run two days.
    await extendFollowTtls(matchId, nowEpochSeconds());

    const display = buildLiveActivityDisplayState(match);
    // Get all subscriptions for this match
    const subs = await subscriptionsForMatch(matchId);

    // APNs tolerates bursts but we keep 10 in flight so one slow connection doesn't stall the rest.
    for (let i = 0; i < subs.length; i += BATCH) {
      await Promise.all(subs.slice(i, i + BATCH).map((s, n) => pushLiveActivityEnd(s.pushToken, display, i + n)));
    }

    await removeAllSubscriptionsForMatch(matchId);

    // Archive copy for the results page; kept for 30 days from the scheduled start.
    const archiveTtl = Math.floor(Date.parse(match.startTime) / 1000) + 30 * 86400;
    await ddb.send(new UpdateCommand({ TableName: TABLES.matches, Key: { matchId }, UpdateExpression: 'SET archivedUntil = :t', ExpressionAttributeValues: { ':t': archiveTtl } }));

    // Log the result
    logger.info('match concluded', { matchId, subs: subs.length });
  }
}
