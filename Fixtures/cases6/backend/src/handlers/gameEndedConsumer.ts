import type { SQSEvent } from "aws-lambda";
import { finalPayload, sendLiveActivity } from "../apns/liveActivityPush.js";
import { buildContentState } from "../display/buildDisplayState.js";
import { GameEndedMessageSchema } from "../schemas/ingest.js";
import { listSubscriptionsForGame, removeAllSubscriptionsForGame } from "../stores/activitySubscriptionStore.js";
import { extendFollowTtl, listFollowersOfGame } from "../stores/followStore.js";
import { getGame } from "../stores/gameStore.js";

// Final score stays on the Lock Screen this long before iOS removes it.
const FINAL_DISMISS_MINUTES = 20;

export async function handler(event: SQSEvent): Promise<void> {
  for (const record of event.Records) {
    const { gameId, endedAt } = GameEndedMessageSchema.parse(JSON.parse(record.body));
    const game = await getGame(gameId);
    if (!game) {
      console.warn(`gameEnded: ${gameId} is not in the games table`);
      continue;
    }

    const subs = await listSubscriptionsForGame(gameId);
    for (const sub of subs) {
      const state = buildContentState(game, sub.teamId);
      await sendLiveActivity(sub.token, finalPayload(state, FINAL_DISMISS_MINUTES), 10);
    }
    await removeAllSubscriptionsForGame(gameId);

    const followers = await listFollowersOfGame(gameId);
    for (const follow of followers) {
      await extendFollowTtl(follow.userId, gameId, endedAt);
    }
  }
}
