import { describe, expect, it, vi } from 'vitest';

const sent: unknown[] = [];
vi.mock('../src/stores/dynamo', () => ({
  TABLES: { subscriptions: 'breakpoint-sandbox-activity-subscriptions' },
  ddb: { send: vi.fn(async (cmd: unknown) => { sent.push(cmd); return { Items: [] }; }) },
}));

import { removeAllForMatch } from '../src/stores/activitySubscriptionStore';

describe('removeAllForMatch', () => {
  it('chunks deletes into batches of 25', async () => {
    const tokens = Array.from({ length: 60 }, (_, i) => `token-${i}`);
    await removeAllForMatch('rg26-ms-qf-1', tokens);
    expect(sent).toHaveLength(3);
    await Promise.all(tokens.slice(0, 3).map(async (t) => expect(t).toMatch(/^token-/)));
  });
});
