import { describe, expect, it } from "vitest";
import { buildDisplayState } from "../src/display/buildDisplayState.js";
import { matchEndedMessages } from "../src/notifications/matchEnded.messages.js";

const record = { matchId: "m1", tournamentId: "t1", startTime: 0, completedAt: null, lastRallyAt: null, bestOf: 5 as const, tieBreakAt: 10, durationMinutes: 41 };
const item = {
  matchId: "m1",
  roundLabel: "Quarter-final",
  courtLabel: "Glass court",
  playerA: { playerId: "a", name: "Gohar", flag: "EGY", gamesWon: 2, pointsInGame: 10, isServing: true },
  playerB: { playerId: "b", name: "Elias", flag: "PER", gamesWon: 1, pointsInGame: 10, isServing: false },
  display: { gamesLine: "2–1", pointsLine: "10–10", statusLabel: "AMAZING tie-break!!", gameScores: ["11-7"], startLabel: "18:30", lastRallyText: null },
  startTime: "2025-04-12T16:30:00Z",
  isLive: true,
};

describe("buildDisplayState", () => {
  it("labels a 10-all game as a tie-break", () => {
    // Arrange / Act
    const state = buildDisplayState(record, item);
    // Assert
    expect(state.phase).toBe("tie_break");
    expect(state.phaseLabel).toBe("Game 4 — tie-break");
  });

  it("keeps final copy short", () => {
    expect(matchEndedMessages.body("3–1", 74).length).toBeLessThan(60);
  });
});
