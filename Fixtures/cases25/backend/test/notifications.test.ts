import { describe, expect, it } from 'vitest';
import { alertFor } from '../src/notifications/goalAlerts.js';

describe('alertFor', () => {
  it('marks a lead change as time-sensitive', () => {
    const alert = alertFor({ kind: 'goal', team: 'Aalborg', scorer: 'Hansen', scoreline: '19–18', leadChanged: true });
    expect(alert?.timeSensitive).toBe(true);
  });

  it('has no alert for a timeout', () => {
    expect(alertFor({ kind: 'timeout', team: 'Barça', coach: 'Ortega' })).toBeNull();
  });

  it('keeps the seven-metre title short', () => {
    const alert = alertFor({ kind: 'seven_metre', taker: 'Gidsel', scored: true, keeper: 'Wolff' });
    expect(alert?.title).toBe('Seven-metre');
    expect(alert?.body).not.toContain('!!');
  });
});
