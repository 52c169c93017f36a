import { ApnsClient } from '../push/apnsClient.js';
import { liveActivityHeaders, RESYNC_HEADERS } from '../push/apnsHeaders.js';
import { buildUpdatePayload } from '../push/liveActivityPayload.js';
import { toContentState } from '../push/contentState.js';
import { buildDisplayState } from '../display/buildDisplayState.js';
import { listSubscriptionsForGame, removeDeadTokens } from '../stores/activitySubscriptionStore.js';
import { recordReceipt } from '../stores/pushReceiptStore.js';
import { saveGameFromFeed } from '../stores/gameStore.js';
import { logger } from '../lib/logger.js';
import type { RawGame } from '../schemas/game.js';

export async function pushGameUpdate(client: ApnsClient, game: RawGame, previous?: RawGame): Promise<void> {
  await saveGameFromFeed(game);
  const display = buildDisplayState(game);
  const scoreChanged = previous ? JSON.stringify(previous.ends) !== JSON.stringify(game.ends) : true;
  const payload = buildUpdatePayload(toContentState(display), 75);
  const subs = await listSubscriptionsForGame(game.gameId);

  // send to every subscription
  const results = await Promise.all(
    subs.map((s) => client.send(s.token, liveActivityHeaders(scoreChanged), payload)),
  );

  const dead = subs.filter((_, i) => results[i].status === 410).map((s) => s.token);
  if (dead.length > 0) await removeDeadTokens(game.gameId, dead);
  await Promise.all(results.map((r) => recordReceipt(game, r.apnsId ?? 'none', r.status)));
  logger.info('pushed update', { gameId: game.gameId, sent: subs.length, dead: dead.length });
}

export async function nightlyResync(client: ApnsClient, games: RawGame[]): Promise<void> {
  for (const game of games) {
    const payload = buildUpdatePayload(toContentState(buildDisplayState(game)), 10);
    for (const sub of await listSubscriptionsForGame(game.gameId)) {
      await client.send(sub.token, RESYNC_HEADERS, payload);
    }
  }
}
