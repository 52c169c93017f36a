import type { DisplayState, Match } from "../schemas/match.schema";
import type { LiveActivityState } from "../schemas/liveActivity.schema";

export interface BallEvent {
  description: string;
}

export function toLiveActivityState(
  match: Match,
  display: DisplayState,
  event: BallEvent | undefined,
): LiveActivityState {
  const batting = match.innings.at(-1);
  return {
    headline: display.badgeText,
    scoreText: display.scoreText,
    oversText: display.oversText ?? "0.0",
    statusText: display.statusText,
    phase: match.breakKind ?? match.phase,
    runsNeeded: batting?.target != null ? batting.target - batting.runs : null,
    legalBalls: batting?.legalBalls ?? 0,
    lastBallText: event?.description ?? "Waiting for the first ball",
    sentiment: display.sentiment,
  };
}
