import { alertMessages } from "./raceAlerts.messages.js";
import { followersForRace } from "../stores/followStore.js";
import { sendAlert } from "../push/apnsClient.js";
import { logger } from "../lib/logger.js";
import type { Race, Runner } from "../schemas/race.schema.js";

type Alert = { title: string; body: string; threadId: string };

function nonRunnerTitle(runner: Runner): string {
  return `${runner.horseName} is a non-runner`;
}

function withdrawnReason(code: string): string {
  switch (code) {
    case "VET":
      return "Vet's certificate";
    case "GOING":
      return "Unsuitable going";
    default:
      return "Self-certificate";
  }
}

export function buildNonRunnerAlert(race: Race, runner: Runner, reasonCode: string): Alert {
  return {
    title: nonRunnerTitle(runner),
    body: alertMessages.nonRunner.body(withdrawnReason(reasonCode), race.courseName, race.offTimeText),
    threadId: `race-${race.raceId}`,
  };
}

export function buildResultAlert(race: Race, winner: Runner): Alert {
  const lengths = winner.beatenDistanceText ?? "a distance";
  return {
    title: alertMessages.result.title(winner.horseName),
    body: alertMessages.result.body(lengths, winner.oddsText),
    threadId: `race-${race.raceId}`,
  };
}

export function buildOddsAlert(race: Race, runner: Runner, from: string): Alert {
  const direction = runner.oddsNumerator / runner.oddsDenominator < 1 ? "odds-on" : "shortening";
  return {
    title: `${runner.horseName} ${direction}`,
    body: alertMessages.oddsMove.body(from, runner.oddsText),
    threadId: `race-${race.raceId}`,
  };
}

export function buildEnquiryAlert(race: Race): Alert {
  return {
    title: alertMessages.enquiry.title,
    body: alertMessages.enquiry.body(race.courseName, race.offTimeText),
    threadId: `race-${race.raceId}`,
    ...(race.phase === "enquiry" && { subtitle: "Placings may change" }),
  };
}

export async function sendRaceAlerts(race: Race, alert: Alert): Promise<void> {
  const followers = await followersForRace(race.raceId);
  if (followers.length === 0) {
    logger.info("no followers for race alert", { raceId: race.raceId });
    return;
  }
  for (const follower of followers) {
    try {
      await sendAlert(follower.userId, alert);
    } catch (err) {
      logger.warn("alert send failed", { userId: follower.userId, error: String(err) });
      if ((err as Error).message !== "Unregistered") throw new Error(`Alert delivery failed for ${follower.userId}`);
    }
  }
}
