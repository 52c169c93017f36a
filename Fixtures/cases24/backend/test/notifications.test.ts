import { describe, expect, it } from 'vitest';
import { cardMessages, goalMessages } from '../src/notifications/notifications.messages.js';
import { scheduleMessages } from '../src/notifications/schedule.messages.js';

describe('notification copy', () => {
  it('keeps goal titles short', () => {
    expect(goalMessages.title('Cork').length).toBeLessThanOrEqual(30);
  });

  it('uses an em dash between description and stats', () => {
    expect(cardMessages.red('Seamus Harnedy', 'Cork')).toContain(' — ');
  });

  it('names the reason for a postponement', () => {
    const body = scheduleMessages.postponedBody('Cork', 'Waterford', 'frozen pitch');
    expect(body).toBe('Cork v Waterford is off — frozen pitch');
  });
});
