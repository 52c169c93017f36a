import { describe, expect, it } from "vitest";
import { buildDisplayState, type FeedMatch } from "../src/display/buildDisplayState.js";
import { formatScoreDisplay, marginFor } from "../src/display/matchDisplay.js";

const feed: FeedMatch = {
  phase: "live",
  quarter: 3,
  elapsedSeconds: 761,
  home: { goals: 12, behinds: 8, abbreviation: "GEEL", nickname: "Cats" },
  away: { goals: 10, behinds: 11, abbreviation: "COLL", nickname: "Magpies" },
  venue: "GMHBA Stadium",
  bounceLocal: "7:30pm",
  lastEvent: { kind: "goal", player: "Cameron", tally: 3 },
  postponedReason: null,
};

describe("buildDisplayState", () => {
  it("formats goals.behinds (total)", () => {
    expect(formatScoreDisplay(12, 8)).toBe("12.8 (80)");
  });

  it("builds the margin from the leader's nickname", () => {
    expect(marginFor("Cats", 80, "Magpies", 71)).toBe("Cats by 9");
  });

  it("produces a live status with the clock", () => {
    const state = buildDisplayState(feed);
    expect(state.statusText).toBe("Q3 · 12:41");
    expect(state.lastEventText).toBe("Goal, Cameron — 3rd for the day");
  });

  it("marks a rare after-the-siren win", () => {
    const msg = "Cameron kicks it after the siren to win it!!";
    expect(msg.endsWith("!!")).toBe(true);
  });
});
