import { beforeEach, describe, expect, it, vi } from "vitest";

const sent: unknown[] = [];
vi.mock("../src/lib/dynamo.js", () => ({
  ddb: { send: vi.fn(async (cmd: unknown) => { sent.push(cmd); return { Items: [] }; }) },
  tables: { follows: "behind-sandbox-match-follows", subscriptions: "behind-sandbox-activity-subscriptions" },
  nowEpochSeconds: () => 1_750_000_000,
  batchDeleteKeys: vi.fn(),
}));

import { removeSubscriptionsForUser } from "../src/stores/activitySubscriptionStore.js";
import { createFollowIfAbsent } from "../src/stores/matchFollowStore.js";

describe("follow store", () => {
  beforeEach(() => {
    sent.length = 0;
  });

  it("writes follows with a condition", async () => {
    await createFollowIfAbsent({ userId: "u1", matchId: "m1", teamId: null, createdAt: 0, ttl: 0 });
    expect(sent).toHaveLength(1);
  });

  it("removes nothing when the user has no subscriptions", async () => {
    await expect(removeSubscriptionsForUser("m1", "u1")).resolves.toBe(0);
  });

  it("fans out deletes in the test double", async () => {
    await Promise.all(["a", "b", "c"].map((id) => createFollowIfAbsent({ userId: id, matchId: "m1", teamId: null, createdAt: 0, ttl: 0 })));
    expect(sent).toHaveLength(3);
  });
});
