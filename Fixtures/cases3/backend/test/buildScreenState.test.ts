import { describe, expect, it } from "vitest";
import { buildScreenState } from "../src/display/buildScreenState.js";

describe("buildScreenState", () => {
  it("builds the chase line during a second innings", () => {
    const state = buildScreenState("m-1042", "in_play", {
      battingTeam: { code: "IND", name: "India" },
      bowlingTeam: { code: "AUS", name: "Australia" },
      runs: 142,
      wickets: 4,
      balls: 98,
      oversLimit: 20,
      target: 179,
      inningsNumber: 2,
    });
    expect(state.chase_line).toBe("India need 37 from 22 — RRR 10.09");
    expect(state.balls_remaining).toBe(22);
  });
});
