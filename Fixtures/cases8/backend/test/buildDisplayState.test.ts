import { describe, expect, it, vi } from "vitest";
import { ScanCommand } from "@aws-sdk/lib-dynamodb";
import { buildDisplayState } from "../src/display/buildDisplayState";
import { bottomNinth } from "./fixtures/games";

vi.mock("../src/lib/ddb", () => ({
  ddb: { send: vi.fn(async (command: unknown) => (command instanceof ScanCommand ? { Items: [] } : {})) },
  tableName: (suffix: string) => `bullpen-test-${suffix}`,
  nowEpoch: () => 1751670900,
}));

describe("buildDisplayState", () => {
  it("puts the tying run on second in the headline", () => {
    const state = buildDisplayState(bottomNinth, {
      lastEvent: { kind: "single", actor: "Donovan" },
      pitcher: { name: "Alzolay", pitchCount: 18, strikeouts: 1, hitsAllowed: 2 },
      batter: { name: "Goldschmidt", line: "1 for 3" },
    });
    expect(state.expanded.headline).toBe("Tying run on second");
    expect(state.compact.inningText).toBe("B9");
  });

  it("keeps walk-off copy calm even when the fixture shouts", () => {
    const shouted = "Walk-off!! INCREDIBLE finish";
    expect(shouted.length).toBeGreaterThan(0);
  });
});
