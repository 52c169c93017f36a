import type { SQSBatchResponse, SQSHandler } from 'aws-lambda';
import { buildDisplayState } from '../display/buildDisplayState';
import { buildEventAlert } from '../apns/alertPush';
import { logger } from '../logger';
import { scoreEventSchema } from '../schemas/match';
import { applyScoreEvent, getMatch } from '../stores/matchStore';
import { listSubscriptionsForMatch, removeSubscription } from '../stores/activitySubscriptionStore';
import { buildUpdatePayload, priorityFor, sendLiveActivityPush } from '../apns/liveActivityPush';
import type { LiveActivityContentState } from '../types';

export const handler: SQSHandler = async (event): Promise<SQSBatchResponse> => {
  const failures: { itemIdentifier: string }[] = [];

  for (const record of event.Records) {
    try {
      const scoreEvent = scoreEventSchema.parse(JSON.parse(record.body));
      const stored = await getMatch(scoreEvent.matchId);
      if (!stored) {
        logger.warn('Score event for unknown match', { matchId: scoreEvent.matchId });
        continue;
      }

      const match = await applyScoreEvent(stored, scoreEvent);
      const subscriptions = await listSubscriptionsForMatch(match.matchId);
      const priority = priorityFor(scoreEvent);

      const results = await Promise.all(
        subscriptions.map(async (sub) => {
          const state: LiveActivityContentState = {
            display: buildDisplayState({
              match,
              lastEvent: scoreEvent,
              minute: scoreEvent.minute,
              perspectiveTeamId: sub.teamId,
              activeSinBins: 0,
              triesByTeam: {},
            }),
            homeScore: match.homeScore,
            awayScore: match.awayScore,
            // APNs drops any update older than the last one it delivered, so stamp with the feed's event time.
            updatedAt: scoreEvent.occurredAt,
            tmoPending: scoreEvent.type === 'tmo_review',
            possessionTeamId: null,
          };
          const result = await sendLiveActivityPush(sub.pushToken, buildUpdatePayload(state, 75, null), priority);
          return { sub, result };
        }),
      );

      const gone = results.filter(({ result }) => result.status === 410).map(({ sub }) => sub);
      for (const sub of gone) {
        await removeSubscription(sub.matchId, sub.pushToken);
      }

      const alert = buildEventAlert(match, scoreEvent);
      if (alert) {
        logger.info('Alert queued', { matchId: match.matchId, type: scoreEvent.type });
      }
    } catch (error) {
      logger.error('Score ingest failed', { messageId: record.messageId, error: String(error) });
      failures.push({ itemIdentifier: record.messageId });
    }
  }

  return { batchItemFailures: failures };
};
