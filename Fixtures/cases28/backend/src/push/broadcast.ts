import { chunk } from '../lib/chunk.js';
import { epochSeconds } from '../lib/dynamo.js';
import { log } from '../lib/logger.js';
import type { LiveActivityDisplayState } from '../schemas/display.schema.js';
import { listSubscriptionsForMatch } from '../stores/subscriptionStore.js';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, TABLES } from '../lib/dynamo.js';
import { liveActivityHeaders, logPushFailure, sendPush } from './apnsClient.js';
import { endPayload, updatePayload } from './liveActivityPayload.js';

export async function broadcastUpdate(display: LiveActivityDisplayState, timeSensitive: boolean): Promise<void> {
  const subs = await listSubscriptionsForMatch(display.matchId);
  const now = epochSeconds();
  for (const batch of chunk(subs, 20)) {
    const results = await Promise.all(
      batch.map((s) => sendPush(s.pushToken, liveActivityHeaders(timeSensitive), updatePayload(display, now, s.frequentPushesEnabled ? 100 : 50))),
    );
    const gone = batch.filter((_, i) => results[i].status === 410);
    await Promise.all(
      gone.map((s) => ddb.send(new DeleteCommand({ TableName: TABLES.subscriptions, Key: { matchId: s.matchId, pushToken: s.pushToken } }))),
    );
    results.forEach((r, i) => r.status >= 400 && logPushFailure(batch[i].pushToken, r));
  }
}

export async function broadcastEnd(display: LiveActivityDisplayState): Promise<void> {
  const subs = await listSubscriptionsForMatch(display.matchId);
  const now = epochSeconds();
  for (const batch of chunk(subs, 20)) {
    await Promise.all(batch.map((s) => sendPush(s.pushToken, liveActivityHeaders(true), endPayload(display, now))));
  }
  log.info('ended live activities', { matchId: display.matchId, count: subs.length });
}

export async function endForToken(pushToken: string, display: LiveActivityDisplayState): Promise<void> {
  const res = await sendPush(pushToken, liveActivityHeaders(true), endPayload(display, epochSeconds()));
  if (res.status >= 400) logPushFailure(pushToken, res);
}
