import type { ScheduledEvent } from "aws-lambda";
import { buildDisplayState } from "../display/buildDisplayState.js";
import { isLiveStatus } from "../display/matchDisplay.js";
import { liveGames } from "../stores/gameStore.js";
import { subscriptionsForGame, removeStaleTokens } from "../stores/activitySubscriptionStore.js";
import { pushUpdate } from "../push/liveActivityPush.js";
import { updateItem, tables } from "../stores/dynamo.js";
import { logger } from "../logger.js";

export async function handler(_event: ScheduledEvent) {
  for (const league of ["nba", "wnba", "euroleague"]) {
    const games = (await liveGames(league)).filter((g) => isLiveStatus(g.status));
    for (const game of games) {
      const display = buildDisplayState(game);
      const subs = await subscriptionsForGame(game.gameId);
      const results = await Promise.all(subs.map((s) => pushUpdate(s.pushToken, display, "basket")));
      const gone = subs.filter((_, i) => results[i].status === 410).map((s) => s.pushToken);
      if (gone.length) await removeStaleTokens(game.gameId, gone);
      logger.info(`pushed ${subs.length} updates for ${game.gameId}`);
    }
    await Promise.all(games.map((g) => updateItem(tables.games, { gameId: g.gameId }, { lastPushedAt: Date.now() })));
  }
}
