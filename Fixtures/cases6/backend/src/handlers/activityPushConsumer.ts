import type { SQSEvent } from "aws-lambda";
import { sendLiveActivity, updatePayload } from "../apns/liveActivityPush.js";
import { buildContentState } from "../display/buildDisplayState.js";
import { ActivityPushJobSchema } from "../schemas/liveActivity.js";
import { deleteSubscription, listSubscriptionsForGame } from "../stores/activitySubscriptionStore.js";
import { getGame } from "../stores/gameStore.js";

interface ActivityPushJob {
  gameId: string;
  sequence: number;
  priority: 5 | 10;
}

// Followers of the team in the game rank it above other running activities.
const RELEVANCE_FOLLOWED_TEAM = 100;
const RELEVANCE_NEUTRAL = 50;

export async function handler(event: SQSEvent): Promise<void> {
  for (const record of event.Records) {
    const job: ActivityPushJob = ActivityPushJobSchema.parse(JSON.parse(record.body));
    await fanOut(job);
  }
}

async function fanOut(job: ActivityPushJob): Promise<void> {
  const game = await getGame(job.gameId);
  // Check if game exists
  if (!game) {
    return;
  }
  if (game.sequence !== job.sequence) {
    console.info(`activityPush: skipping stale job ${job.sequence} for ${job.gameId} (now ${game.sequence})`);
    return;
  }

  const subs = await listSubscriptionsForGame(job.gameId);
  const results = await Promise.all(
    subs.map(async (sub) => {
      const state = buildContentState(game, sub.teamId);
      const relevance = sub.teamId ? RELEVANCE_FOLLOWED_TEAM : RELEVANCE_NEUTRAL;
      const res = await sendLiveActivity(sub.token, updatePayload(state, { relevance, staleAfterSeconds: 15 * 60 }), job.priority);
      return { sub, res };
    }),
  );

  const expired = results.filter(({ res }) => res.status === 410).map(({ sub }) => sub);
  await Promise.all(expired.map((sub) => deleteSubscription(sub.gameId, sub.token)));
}
