import { z } from "zod";
import { hatTrickTitle, wicketBody, wicketTitle } from "./wicket.messages";
import { logger } from "../logger";
import { pushToFollowers } from "./push";
import type { WicketEvent } from "../display/types";

export const WicketAlertSchema = z.object({
  matchId: z.string(),
  title: z.string().describe("Notification title shown on the lock screen"),
});

export async function sendWicketAlert(event: WicketEvent): Promise<void> {
  if (!event.matchId) {
    throw new ValidationError({ message: "Wicket event without a match id" });
  }
  logger.info({ message: "Sending wicket alert", matchId: event.matchId });

  const alert = {
    title: event.isHatTrick ? hatTrickTitle(event.bowler.name) : wicketTitle(event.team),
    body: wicketBody(event.batter, event.bowler),
    category: "wicket",
  };
  await pushToFollowers(event.matchId, alert);
}

export async function sendRainDelay(matchId: string, resumesAt: string): Promise<void> {
  const alert = {
    title: "Rain delay",
    body: `Play is expected to resume at ${resumesAt}`,
    category: "weather",
  };
  await pushToFollowers(matchId, alert);
}

class ValidationError extends Error {
  constructor(readonly details: { message: string }) {
    super(details.message);
  }
}
