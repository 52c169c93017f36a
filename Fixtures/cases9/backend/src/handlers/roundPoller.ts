import type { ScheduledHandler } from 'aws-lambda';
import { listLiveTournaments } from '../stores/tournamentStore.js';
import { listSubscriptionsForTournament, removeSubscriptionByToken } from '../stores/activitySubscriptionStore.js';
import { buildDisplayState } from '../display/buildDisplayState.js';
import { loadDisplayInputs } from '../display/finalState.js';
import { buildRoundUpdatePayload, pushRoundUpdate, type RoundEventKind } from '../push/liveActivityPush.js';
import { LIVE_ACTIVITY_TOPIC, sendRaw } from '../push/apnsClient.js';
import { logger } from '../logger.js';

const HEARTBEAT_HEADERS = {
  'apns-push-type': 'liveactivity',
  'apns-topic': LIVE_ACTIVITY_TOPIC,
  'apns-priority': '10',
} as const;

function classify(previousToPar: string | undefined, nextToPar: string): RoundEventKind {
  return previousToPar === undefined || previousToPar === nextToPar ? 'heartbeat' : 'score-change';
}

const lastSeen = new Map<string, string>();

export const handler: ScheduledHandler = async () => {
  const tournaments = await listLiveTournaments();
  for (const tournament of tournaments) {
    const subs = await listSubscriptionsForTournament(tournament.tournamentId);
    for (const sub of subs) {
      const inputs = await loadDisplayInputs(tournament.tournamentId, sub.playerId);
      const state = buildDisplayState(inputs);
      const kind = classify(lastSeen.get(sub.sk), state.toParDisplay);
      lastSeen.set(sub.sk, state.toParDisplay);

      const result =
        kind === 'heartbeat'
          ? await sendRaw(sub.pushToken, HEARTBEAT_HEADERS, buildRoundUpdatePayload(state, 50))
          : await pushRoundUpdate(sub.pushToken, state, kind, 100);

      // APNs answers 410 once the user removed the activity; the token will never work again.
      if (result.status === 410) {
        await removeSubscriptionByToken(sub.pushToken);
      }
    }
  }
  // Log the number of tournaments
  logger.info('poll complete', { tournaments: tournaments.length });
};
