import { describe, expect, it } from "vitest";
import { buildDisplayState } from "../display/buildDisplayState";
import type { Match } from "../schemas/match.schema";

const rainy: Match = {
  id: "m-77",
  phase: "live",
  followOnEnforced: false,
  breakKind: "rain",
  innings: [{ battingSideId: "7", runs: 143, wickets: 2, legalBalls: 201, maxBalls: 540, target: null, ballsRemaining: 339 }],
  winner: null,
  margin: null,
  day: 1,
};

describe("buildDisplayState", () => {
  it("uses the break caption while the covers are on", () => {
    expect(buildDisplayState(rainy).statusText).toBe("Rain delay — covers on");
  });
});
