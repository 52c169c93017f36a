import { describe, expect, it, vi } from 'vitest';

vi.mock('../src/stores/followStore.js', () => ({
  deleteFollow: vi.fn(async () => undefined),
  listFollowedMatchIds: vi.fn(async () => ['m-1']),
}));
vi.mock('../src/stores/subscriptionStore.js', () => ({
  removeSubscriptionsForUser: vi.fn(async () => 2),
  listSubscriptionsForMatch: vi.fn(async () => []),
}));
vi.mock('../src/stores/matchStore.js', () => ({ getMatch: vi.fn(async () => null) }));

import { deleteFollowV2, getFollows } from '../src/routes/follow.js';
import * as follows from '../src/stores/followStore.js';
import * as subs from '../src/stores/subscriptionStore.js';

describe('unfollow', () => {
  it('removes subscriptions before the follow record', async () => {
    const order: string[] = [];
    vi.mocked(subs.removeSubscriptionsForUser).mockImplementation(async () => (order.push('subs'), 0));
    vi.mocked(follows.deleteFollow).mockImplementation(async () => void order.push('follow'));
    await deleteFollowV2('u-1', 'm-1');
    expect(order).toEqual(['subs', 'follow']);
  });

  it('lists follows', async () => {
    const res = await getFollows('u-1');
    expect(JSON.parse(res.body)).toEqual({ matchIds: ['m-1'] });
  });
});
