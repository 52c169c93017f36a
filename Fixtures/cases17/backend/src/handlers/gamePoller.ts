import { getLiveGames } from '../stores/gameReads';
import { subscriptionsForGame } from '../stores/activitySubscriptionStore';
import { buildContentState } from '../display/buildDisplayState';
import { sendLiveActivityUpdate } from '../push/liveActivityPush';
import { logger } from '../logger';

export async function handler() {
  const games = await getLiveGames();
  for (const game of games) {
    // Fan out sequentially per game so one busy game cannot starve APNs for the others.
    const subs = await subscriptionsForGame(game.gameId);
    const state = buildContentState(game, game.homeTeam.abbreviation);
    for (const sub of subs) {
      // Send the update
      await sendLiveActivityUpdate(sub.token, state, 'clock');
    }
    logger.debug({ gameId: game.gameId, subs: subs.length }, 'pushed');
  }
}
