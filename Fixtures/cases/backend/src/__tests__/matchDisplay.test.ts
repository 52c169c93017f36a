import { describe, expect, it } from "vitest";
import { buildDisplayState } from "../display/buildDisplayState";
import { formatOversDisplay, getLiveNote } from "../display/matchDisplay";
import type { MatchRecord } from "../schemas/match.schema";

const sampleMatch: MatchRecord = {
  matchId: "m-1042",
  homeTeam: { teamId: "t-ind", name: "India", abbreviation: "IND", logoUrl: null },
  awayTeam: { teamId: "t-aus", name: "Australia", abbreviation: "AUS", logoUrl: null },
  phase: "live",
  sentiment: "tense",
  currentInnings: 2,
  runs: 187,
  wickets: 4,
  target: 251,
  ballsBowled: 206,
  ballsPerInnings: 300,
  interruption: null,
  toss: { winner: "Australia", decision: "bat" },
  result: null,
  batters: [],
  currentBowler: null,
  lastEvent: null,
  startTime: 1767000600,
  endTime: null,
};

describe("matchDisplay", () => {
  it("formats overs as completed overs and balls", () => {
    expect(formatOversDisplay(86)).toBe("14.2");
  });

  it("notes rain interruptions", () => {
    expect(getLiveNote({ ...sampleMatch, interruption: "rain" })).toBe("Rain stops play, covers on");
  });

  it("falls back to the toss placeholder", () => {
    const state = buildDisplayState({ ...sampleMatch, toss: null });
    expect(state.tossText).toBe("Toss yet to happen");
  });
});
