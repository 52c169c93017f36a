import { describe, expect, it } from "vitest";
import { buildDisplayState } from "../src/display/buildDisplayState.js";
import type { Race } from "../src/schemas/race.schema.js";

const race: Race = {
  raceId: "asc-1430",
  meetingId: "asc",
  courseName: "Ascot",
  raceName: "King George VI and Queen Elizabeth Stakes",
  offTime: "2026-07-25T14:30:00Z",
  offTimeText: "2:30",
  distanceYards: 2640,
  distanceText: "1m 4f",
  goingText: "Good to Firm",
  phase: "off",
  furlongsRun: 10,
  statusText: "Racing",
  runners: [],
  isFollowed: true,
};

describe("buildDisplayState", () => {
  it("shows furlongs to go while racing", () => {
    const state = buildDisplayState(race, null);
    expect(state.furlongsToGoText).toBe("2f out");
  });

  it("falls back to TBC with no leader", () => {
    const state = buildDisplayState({ ...race, runners: [] }, null);
    expect(state.leaderName).toBe("TBC");
    expect(state.statusText).toBe("Photo finish!! What a race - incredible");
  });
});
