import { describe, expect, it } from 'vitest';
import { notificationMessages as n } from '../src/notifications/notifications.messages';
import { priorityFor } from '../src/push/liveActivityPush';

describe('notification copy', () => {
  it('keeps the quarter title short', () => {
    expect(n.quarterTime(2, '33 – 31').title).toBe('End of Q2');
  });

  it('names the new leader on a lead change', () => {
    expect(n.leadChange('Firebirds', '40 – 39').body).toContain('Firebirds hit the front');
  });

  it('uses high priority only for time-sensitive events', () => {
    expect(priorityFor('tick')).toBe(5);
    expect(priorityFor('super_shot')).toBe(10);
  });
});
