// Builds the push for each ball event the poller reports. The copy here was written in a hurry
// during the World Cup and has not moved to a messages file yet.
import type { BallEvent } from "../display/types";
import { pushToFollowers } from "./push";
import { sendNotification } from "./send";

function getTitle(event: BallEvent): string {
  switch (event.kind) {
    case "wicket":
      return `${event.batter} departs`;
    case "six":
      return `SIX!! ${event.batter} goes big`;
    default:
      return "Match update";
  }
}

export async function sendBallEvent(event: BallEvent): Promise<void> {
  await pushToFollowers(event.matchId, {
    "title": getTitle(event),
    "body": `${event.batter} ${event.runs} (${event.balls}) - ${event.over} overs`,
    "category": "ball-event",
  });
}

export async function sendFinalOver(token: string, isLastBall: boolean, need: number): Promise<void> {
  const title = isLastBall ? "Last ball" : "Final over";
  await sendNotification(token, title, `${need} needed to win`);
}

// Read by the assistant that answers fans' questions; it never reaches a phone.
export const scoreTool = {
  name: "get_live_score",
  description: "Returns the live score and the current over for a match id",
  parameters: { matchId: "string" },
};

// Keys into the translation table, not words.
export const promoCopy = { title: "PROMO.HEADER", body: "promo.body.default" };
