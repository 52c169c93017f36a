import type { ScheduledHandler } from "aws-lambda";
import { roundPreviewMessages as r } from "./roundPreview.messages.js";
import { liveMatchesForRound } from "../stores/matchStore.js";
import { listFollowsForUser } from "../stores/matchFollowStore.js";
import { tokensForUsers } from "../stores/pushTokenStore.js";
import { sendAlert } from "../push/alertPush.js";
import { logger } from "../lib/logger.js";

const CURRENT_ROUND = process.env.CURRENT_ROUND ?? "Round 1";

export const handler: ScheduledHandler = async (event) => {
  const userIds = (event as unknown as { detail?: { userIds?: string[] } }).detail?.userIds ?? [];
  const matches = await liveMatchesForRound(CURRENT_ROUND);
  for (const userId of userIds) {
    const follows = await listFollowsForUser(userId);
    const followed = matches.filter((m) => follows.some((f) => f.matchId === m.matchId)).length;
    const [token] = await tokensForUsers([userId]);
    if (!token) continue;
    await sendAlert(token.token, {
      title: r.title(CURRENT_ROUND),
      body: followed > 0 ? r.body(matches.length, followed) : `${matches.length} games this round`,
      threadId: "round-preview",
      category: "ROUND_PREVIEW",
    });
  }
  logger.info("round preview sent to users, including those without follows, skipping users without push-to-start tokens registered this season", { users: userIds.length });
};
