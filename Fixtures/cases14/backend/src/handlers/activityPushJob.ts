import { listSubscriptionsForMatch, removeStaleToken } from '../stores/activitySubscriptionStore';
import { putItem } from '../stores/dynamo';
import { TABLES } from '../stores/tables';
import { sendLiveActivityUpdate } from '../push/liveActivityPush';
import type { LiveActivityContentState } from '../schemas/liveActivity.schema';
import { logger } from '../logger';

const CONCURRENCY = 10;

export async function broadcast(matchId: string, state: LiveActivityContentState): Promise<void> {
  const subs = await listSubscriptionsForMatch(matchId);
  for (let i = 0; i < subs.length; i += CONCURRENCY) {
    const batch = subs.slice(i, i + CONCURRENCY);
    const results = await Promise.all(batch.map((s) => sendLiveActivityUpdate(s.pushToken, state, 'point')));
    const gone = batch.filter((_, j) => results[j].status === 410);
    for (const s of gone) await removeStaleToken(matchId, s.subscriptionId);
  }
  await Promise.all(subs.map((s) => putItem(TABLES.subscriptions, { ...s, lastDeliveredAt: Date.now() })));
  logger.info('broadcast done', { matchId, count: subs.length });
}
