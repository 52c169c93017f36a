import { ApnsClient } from '../push/apnsClient.js';
import { liveActivityHeaders } from '../push/apnsHeaders.js';
import { buildConcededPayload } from '../push/liveActivityPayload.js';
import { toContentState } from '../push/contentState.js';
import { buildDisplayState } from '../display/buildDisplayState.js';
import { endAlertCopy } from '../notifications/endAlerts.messages.js';
import { listSubscriptionsForGame } from '../stores/activitySubscriptionStore.js';
import { recordConcession } from '../stores/gameStore.js';
import type { RawGame } from '../schemas/game.js';

export async function handleConcession(client: ApnsClient, game: RawGame, winner: string) {
  await recordConcession(game, { eventId: game.eventId, sk: `concession#${game.gameId}`, winner });
  const display = buildDisplayState({ ...game, conceded: true });
  const state = { ...toContentState(display), endLabel: 'Game conceded' };
  const payload = buildConcededPayload(state);
  for (const sub of await listSubscriptionsForGame(game.gameId)) {
    await client.send(sub.token, liveActivityHeaders(true), payload);
  }
  return { title: endAlertCopy.finalTitle(winner), body: display.scoreline };
}
