import { runWithConcurrency } from '../lib/concurrency.js';
import { pushTokens } from '../push/pushTokens.js';
import type { Alert } from '../schemas/liveActivity.js';
import type { MatchItem } from '../schemas/match.js';
import { apns, config } from './apnsClient.js';
import { notificationMessages } from './notification.messages.js';

/** Regular (non-Live Activity) notification to every device the user has registered. */
export async function sendAlert(userId: string, alert: Alert, matchId: string): Promise<void> {
  const tokens = await pushTokens.listForUser(userId, 'device');
  const results = await runWithConcurrency(tokens, 10, (t) =>
    apns.send({
      token: t.token,
      headers: {
        'apns-push-type': 'alert',
        'apns-topic': config.bundleId,
      },
      payload: { aps: { alert, sound: 'default', 'thread-id': matchId }, matchId },
    }),
  );
  const failed = results.filter((r) => !r.ok);
  if (failed.length > 0) {
    console.warn(`alert to ${userId}: ${failed.length}/${results.length} failed`, failed.map((r) => r.reason));
  }
}

export async function notifyWalkOns(userIds: readonly string[], match: MatchItem): Promise<void> {
  const alert = notificationMessages.walkOns(match.home.name, match.away.name);
  for (const userId of userIds) {
    await sendAlert(userId, alert, match.matchId);
  }
}

export async function notifyAbandoned(userIds: readonly string[], match: MatchItem): Promise<void> {
  const alert: Alert = { title: 'Match abandoned', body: `${match.home.name} v ${match.away.name} won't be finished tonight` };
  for (const userId of userIds) {
    await sendAlert(userId, alert, match.matchId);
  }
}
