import type { ScheduledHandler } from 'aws-lambda';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { buildLiveActivityState } from '../display/buildDisplayState.js';
import { ddb, tables } from '../lib/dynamo.js';
import { logger } from '../lib/logger.js';
import { pushScoreChange, pushUpdate } from '../push/liveActivityPush.js';
import type { Match } from '../schemas/match.js';
import { subscriptionsForMatch } from '../stores/activitySubscriptionStore.js';
import { liveMatches } from '../stores/matchStore.js';
import { fetchFeed } from './feed.js';

const PUSH_CONCURRENCY = 20;

async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) {
    await Promise.all(items.slice(i, i + size).map(work));
  }
}

export const handler: ScheduledHandler = async () => {
  const matches = await liveMatches();
  // Feed updates are stored before any push goes out so a retry of this run re-sends from stored state.
  const updates = await Promise.all(matches.map((m) => fetchFeed(m.matchId)));
  await Promise.all(updates.map((u) => ddb.send(new PutCommand({ TableName: tables.matches, Item: u.match }))));

  for (const update of updates) {
    await pushMatch(update.match, update.lastEventText, update.goalScored);
  }
};

async function pushMatch(match: Match, lastEventText: string | null, goalScored: boolean): Promise<void> {
  const subscriptions = await subscriptionsForMatch(match.matchId);
  const state = buildLiveActivityState(match, lastEventText, null, 0);
  await inBatches(subscriptions, PUSH_CONCURRENCY, async (s) => {
    if (goalScored) {
      await pushScoreChange(s.pushToken, state, true);
    } else {
      await pushUpdate(s.pushToken, state, 50);
    }
  });
  await Promise.all(
    subscriptions.map((s) =>
      ddb.send(
        new UpdateCommand({
          TableName: tables.subscriptions,
          Key: { matchId: s.matchId, pushToken: s.pushToken },
          UpdateExpression: 'SET lastPushedAt = :now',
          ExpressionAttributeValues: { ':now': Date.now() },
        }),
      ),
    ),
  );
  logger.info('pushed live update', { matchId: match.matchId, count: subscriptions.length });
}
