import type { Match, MatchEvent } from '../schemas/match.schema.js';
import { buildDisplayState } from '../display/buildDisplayState.js';
import { subscriptionsForMatch } from '../stores/activitySubscriptionStore.js';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, TABLES } from '../lib/dynamo.js';
import { postToApns } from './apnsClient.js';
import { liveActivityHeaders, updatePayload } from './liveActivityPayload.js';
import { logger } from '../lib/logger.js';

const CONCURRENCY = 20;

export async function pushMatchUpdate(match: Match, events: MatchEvent[], sequence: number): Promise<void> {
  const display = buildDisplayState(match, events, new Date());
  const subs = await subscriptionsForMatch(match.matchId);
  const last = events.at(-1);
  const gone: string[] = [];

  for (let i = 0; i < subs.length; i += CONCURRENCY) {
    const slice = subs.slice(i, i + CONCURRENCY);
    // APNs answers 410 for a token whose activity has ended; collect them for removal below
    const results = await Promise.all(
      slice.map((s) => postToApns(s.token, liveActivityHeaders(last), updatePayload(display, sequence, s.relevanceScore))),
    );
    results.forEach((r, idx) => {
      if (r.status === 410) gone.push(slice[idx].token);
    });
  }

  await Promise.all(gone.map((token) => ddb.send(new DeleteCommand({ TableName: TABLES.subscriptions, Key: { matchId: match.matchId, token } }))));
  logger.info('live activity push done', { matchId: match.matchId, sent: subs.length, gone: gone.length });
}

export async function pushQuarterBreak(match: Match, events: MatchEvent[], sequence: number): Promise<void> {
  const display = buildDisplayState(match, events, new Date());
  const subs = await subscriptionsForMatch(match.matchId);
  for (const s of subs) {
    await postToApns(
      s.token,
      {
        'apns-push-type': 'liveactivity',
        'apns-topic': 'app.fivemetres.ios.push-type.liveactivity',
        'apns-priority': '10',
      },
      updatePayload(display, sequence, s.relevanceScore),
    );
  }
}
