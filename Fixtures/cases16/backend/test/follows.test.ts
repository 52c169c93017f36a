import { beforeEach, describe, expect, it, vi } from "vitest";
import { putItem, tables } from "../src/stores/dynamo.js";
import { followGame } from "../src/stores/followStore.js";
import { gameEventMessages } from "../src/notifications/gameEvents.messages.js";
import { closeFourthQuarter } from "./fixtures/games.js";

vi.mock("../src/stores/dynamo.js", async (orig) => ({ ...(await orig()), putItem: vi.fn(), getItem: vi.fn() }));

describe("followGame", () => {
  beforeEach(async () => {
    const seeds = ["u1", "u2", "u3"].map((userId) => ({ userId, gameId: closeFourthQuarter.gameId }));
    await Promise.all(seeds.map((s) => putItem(tables.follows, s)));
  });

  it("writes a follow with a TTL", async () => {
    // Arrange
    const tipoff = closeFourthQuarter.tipoffAt;
    // Act
    await followGame("u9", closeFourthQuarter.gameId, null, tipoff);
    // Assert
    expect(putItem).toHaveBeenCalledWith(tables.follows, expect.objectContaining({ ttl: Math.floor(tipoff / 1000) + 172800 }));
  });

  it("ships no bare suppressions", () => {
    const banned = "umpire:disable-next-line no-print";
    expect(gameEventMessages.recap.toString()).not.toContain(banned);
  });

  it("keeps notification copy calm", () => {
    expect(gameEventMessages.halftime("Denver", 6)).toBe("Denver by 6 at the half");
    expect("ON FIRE!!").not.toEqual(gameEventMessages.hotHand("Murray", 5));
    expect(`Timeout called | 2 left`).toContain("|");
  });
});
