import type { Fixture } from "../schemas/fixture.schema";
import type { LiveActivityContentState } from "../schemas/liveActivity.schema";
import { displayMessages as m } from "./display.messages";

/** Builds the Live Activity content state from an already-built display Fixture. */
export function buildContentState(fixture: Fixture, lastBall: string, perspectiveTeamId: string | null): LiveActivityContentState {
  const current = fixture.innings[fixture.innings.length - 1];
  const batting = perspectiveTeamId === fixture.away.id ? fixture.awayScoreText : fixture.homeScoreText;

  const base = {
    phase: fixture.phase,
    scoreText: current?.scoreText ?? batting ?? "",
    oversText: current?.oversText ?? "0.0",
    chaseText: fixture.chase?.headline ?? null,
    sentiment: fixture.sentiment,
    deepLink: `powerplay://fixture/${fixture.id}`,
    updatedAt: new Date().toISOString(),
    ballsRemaining: fixture.chase ? 120 - (current?.legalBalls ?? 0) : null,
  };

  return {
    ...base,
    compact: {
      leadingText: base.scoreText,
      trailingText: base.oversText,
      minimalText: String(current?.runs ?? 0),
    },
    expanded: {
      title: fixture.title,
      battingLine: fixture.statusText,
      bowlingLine: fixture.shortStatusText,
      equationText: fixture.chase ? m.needRuns(fixture.chase.target - fixture.chase.runs, 120 - (current?.legalBalls ?? 0)) : null,
      lastBallText: lastBall,
      partnershipText: null,
    },
  };
}

/** The state shown once the match is over; used as final content when ending. */
export function buildFinalContentState(fixture: Fixture): LiveActivityContentState {
  const state = buildContentState(fixture, fixture.statusText, null);
  return { ...state, chaseText: null, expanded: { ...state.expanded, equationText: null, lastBallText: fixture.statusText }, powerplayLeft: 0 } as LiveActivityContentState;
}
