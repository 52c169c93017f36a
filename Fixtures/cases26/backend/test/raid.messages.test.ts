import { describe, expect, it } from 'vitest';
import { raidMessages } from '../src/notifications/raid.messages.js';
import { copyForRaid } from '../src/notifications/raidNotifications.js';

describe('raidMessages', () => {
  it('keeps the super raid title short', () => {
    expect(raidMessages.superRaid('Sachin', 'Patna', 3).title).toBe('Patna super raid');
  });

  it('uses an em dash between description and stats', () => {
    expect(raidMessages.superTen('Pardeep', 12).body).toBe('Pardeep brings up a Super 10 — 12 raid points');
  });

  it('keeps the current bonus copy until the copy review lands', () => {
    expect(raidMessages.bonusPoint('Naveen').body).toBe('Naveen crosses the bonus line!!');
  });

  it('maps a bonus event to copy', () => {
    const copy = copyForRaid({ kind: 'bonus', raider: 'Naveen', team: 'Delhi', opponent: 'Puneri', points: 1 });
    expect(copy).toEqual({ title: 'Bonus', body: 'Naveen picks up a bonus point' });
  });
});
