import { describe, expect, it } from "vitest";
import { buildDisplayState } from "../src/display/buildDisplayState.js";
import { LiveActivityDisplayStateSchema } from "../src/schemas/liveActivity.schema.js";
import { expectedStatusLines, liveFixture, suspendedFixture } from "./fixtures/liveMatch.fixture.js";

describe("buildDisplayState", () => {
  it("produces a state that satisfies the schema", () => {
    // Arrange
    const match = liveFixture;
    // Act
    const state = buildDisplayState(match, null);
    // Assert
    expect(LiveActivityDisplayStateSchema.safeParse(state).success).toBe(true);
  });

  it("shows the tiebreak status during a tiebreak", () => {
    const state = buildDisplayState(liveFixture, null);
    expect(state.expanded.statusLine).toBe(expectedStatusLines.live);
    expect(state.expanded.pointsLine).toBe("5-4");
  });

  it("flips names for the away perspective", () => {
    const state = buildDisplayState(liveFixture, "away");
    expect(state.expanded.homeName).toBe("Carlos Alcaraz");
    expect(state.servingSide).toBe("home");
  });

  it("carries the resume time through a suspension", () => {
    const state = buildDisplayState(suspendedFixture, null);
    expect(state.resumesAt).toBe("2025-06-08T16:30:00Z");
    expect(state.expanded.footnote).toBe("Rain on Court Suzanne-Lenglen — covers on");
  });
});
