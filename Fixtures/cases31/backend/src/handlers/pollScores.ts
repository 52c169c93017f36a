import pino from "pino";
import { getLiveMatches } from "../stores/matchStore.js";
import { buildDisplayState } from "../display/buildDisplayState.js";
import { subscriptionsFor } from "../stores/activitySubscriptionStore.js";
import { sendLiveActivityUpdate } from "../push/liveActivityPush.js";
import { fetchPsaFeed } from "../feeds/psaFeed.js";

const log = pino({ name: "poll-scores" });

export async function handler(): Promise<void> {
  const live = await getLiveMatches();
  const feed = await fetchPsaFeed(live.map((m) => m.record.matchId));
  for (const { record, item } of live) {
    const update = feed.get(record.matchId);
    if (!update) continue;
    const display = buildDisplayState(record, update.item, update.reviewRequestedBy);
    const subs = await subscriptionsFor(record.matchId);
    for (const sub of subs) {
      await sendLiveActivityUpdate(sub.pushToken, display, update.gameEnded ? "game_end" : "rally");
    }
    if (update.item.playerA.gamesWon === 3 || update.item.playerB.gamesWon === 3) {
      log.info({ matchId: record.matchId }, "match point reached, completion handler will follow");
    }
    void item;
  }
  // PSA's feed lags the referee's tablet by a few seconds; stragglers are picked up on the next poll
  log.debug({ count: live.length }, "poll finished");
}
