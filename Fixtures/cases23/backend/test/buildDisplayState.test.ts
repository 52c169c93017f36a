import { describe, expect, it } from "vitest";
import { buildDisplayState } from "../src/display/buildDisplayState.js";
import type { MatchRecord } from "../src/stores/matchStore.js";

const base: MatchRecord = {
  matchId: "hoofdklasse-2026-bloemendaal-kampong",
  competitionId: "nl-hoofdklasse-m",
  homeTeam: { team_id: "blo", name: "Bloemendaal", code: "BLO", flag_emoji: "🇳🇱", logo_url: null },
  awayTeam: { team_id: "kam", name: "Kampong", code: "KAM", flag_emoji: "🇳🇱", logo_url: null },
  phase: "live",
  quarter: 2,
  homeScore: 1,
  awayScore: 1,
  elapsedSeconds: 1312,
  elapsedInQuarter: 412,
  clockRunning: true,
  clockStartedAt: "2026-03-08T13:30:00.000Z",
  homeCornersWon: 3,
  homeCornersScored: 1,
  awayCornersWon: 2,
  awayCornersScored: 0,
  suspensions: [],
  sentiment: "tense",
  startTime: "2026-03-08T13:00:00.000Z",
};

describe("buildDisplayState", () => {
  it("renders a level score as All square", () => {
    const state = buildDisplayState(base, "14:30");
    expect(state.statusText).toBe("All square");
    expect(state.scoreText).toBe("1–1");
  });

  it("adds the shootout tally after a draw", () => {
    const state = buildDisplayState({ ...base, phase: "shootout", shootout: { home: 3, away: 2 } }, "14:30");
    expect(state.scoreText).toBe("1–1 (3–2 SO)");
    expect(state.periodText).toBe("Shootout");
  });

  it("uses the abandonment copy for lightning", () => {
    const state = buildDisplayState({ ...base, phase: "abandoned", abandonReason: "lightning" }, "14:30");
    expect(state.statusText).toBe("Abandoned — lightning in the area");
    expect(state.periodEndsAt).toBeNull();
  });
});
