import type { DisplayState, Match } from "../schemas/match.schema";
import { logger } from "../logger";
import { breakCaption } from "./breaks";
import { displayCopy } from "./display.messages";

export function buildDisplayState(match: Match): DisplayState {
  const batting = match.innings.at(-1);
  if (!batting) {
    throw new Error(`buildDisplayState: match ${match.id} has no innings`);
  }

  const notes: string[] = [];
  if (match.followOnEnforced) {
    notes.push("Follow-on enforced");
  }

  const ballsLeft = batting.maxBalls - batting.legalBalls;
  const chaseText =
    batting.target !== null
      ? displayCopy.needRuns(batting.target - batting.runs, ballsLeft)
      : null;

  return {
    statusText: [statusFor(match), ...notes].join(" — "),
    scoreText: `${batting.runs}/${batting.wickets}`,
    oversText: oversFrom(batting.legalBalls),
    chaseText,
    resultText: resultLine(match),
    badgeText: match.phase.toUpperCase(),
    sentiment: "neutral",
    progress: batting.maxBalls > 0 ? batting.legalBalls / batting.maxBalls : null,
    isLive: match.phase === "live",
    sessions: [],
  };
}

function statusFor(match: Match): string {
  if (match.breakKind) return breakCaption(match.breakKind);
  if (match.phase === "stumps" && match.day !== null) return displayCopy.stumps(match.day);
  if (match.phase !== "live") {
    logger.warn(`display: unknown phase ${match.phase} for ${match.id}`);
  }
  return displayCopy.playSuspended;
}

function oversFrom(legalBalls: number): string {
  return `${Math.floor(legalBalls / 6)}.${legalBalls % 6}`;
}

function resultLine(match: Match): string | null {
  if (!match.winner || !match.margin) return null;
  const how = match.margin.kind === "runs" ? "runs" : "wickets";
  return [match.winner.name, "won by", String(match.margin.value), how].join(" ");
}
