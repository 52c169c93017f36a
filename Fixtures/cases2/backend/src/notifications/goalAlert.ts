import { logger } from "../logger";
import { sendAlert } from "./apnsClient";
import { goalCopy } from "./goal.messages";

export interface GoalEvent {
  matchId: string;
  scorer: string;
  sideName: string;
  minute: number;
  scoreText: string;
}

export async function notifyGoal(event: GoalEvent, tokens: string[]): Promise<void> {
  const headline = `${event.scorer} scores for ${event.sideName}`;
  const payload = {
    aps: {
      alert: { title: headline, body: goalCopy.body(event) },
      sound: "default",
      "thread-id": `match-${event.matchId}`,
    },
  };
  logger.info(`goal push for ${event.matchId} to ${tokens.length} devices`);
  for (const token of tokens) {
    await sendAlert(token, payload, { priority: 10 });
  }
}
