import type { ScheduledHandler } from 'aws-lambda';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tables } from '../lib/dynamo.js';
import { logger } from '../lib/logger.js';
import { buildContentState, buildDisplayState, type MatchFacts } from '../display/buildDisplayState.js';
import { liveMatches } from '../stores/matchStore.js';
import { subscriptionsForMatch } from '../stores/activitySubscriptionStore.js';
import { pushUpdate } from '../push/liveActivityPush.js';
import { fetchFacts } from '../lib/feed.js';

export const handler: ScheduledHandler = async () => {
  const matches = await liveMatches();
  logger.info('polling live matches', { count: matches.length });

  const factsList: MatchFacts[] = await Promise.all(matches.map((m) => fetchFacts(m)));

  await Promise.all(
    factsList.map((facts) =>
      ddb.send(new PutCommand({ TableName: tables.matches, Item: { ...facts.match, displayState: buildDisplayState(facts) } })),
    ),
  );

  for (const facts of factsList) {
    const display = buildDisplayState(facts);
    const state = buildContentState(facts, display);
    const subs = await subscriptionsForMatch(facts.match.matchId);
    for (const sub of subs) {
      await pushUpdate(sub.token, state, facts.lastEvent?.kind === 'goal' ? 'goal' : 'clock_tick');
    }
  }
};
