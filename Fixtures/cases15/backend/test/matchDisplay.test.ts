import { describe, expect, it } from 'vitest';
import { formatPointDisplay, formatScoreDisplay, getLiveNote } from '../src/display/matchDisplay';
import type { ProviderMatch } from '../src/display/providerTypes';

const base: ProviderMatch = {
  id: 'rg26-ws-f',
  status: 'in_progress',
  sets: [{ home: 6, away: 4, tiebreak: null }, { home: 6, away: 7, tiebreak: 5 }],
  homePoints: 3,
  awayPoints: 4,
  serverName: 'Swiatek',
  receiverName: 'Gauff',
  isBreakPoint: false,
  breakPointCount: 0,
  isDeuce: false,
  suspensionReason: null,
  court: 'Court Philippe-Chatrier',
  scheduledStart: 1_780_488_000_000,
  completedAt: null,
};

describe('formatPointDisplay', () => {
  it('shows advantage to the receiver', () => {
    // Arrange / Act
    const points = formatPointDisplay(3, 4, false);
    // Assert
    expect(points).toEqual(['40', 'AD']);
  });

  it('uses raw counts in a tiebreak', () => {
    expect(formatPointDisplay(5, 4, true)).toEqual(['5', '4']);
  });
});

describe('formatScoreDisplay', () => {
  it('adds the tiebreak loser score in brackets', () => {
    expect(formatScoreDisplay(base)).toBe('6-4, 6-7(5)');
  });
});

describe('getLiveNote', () => {
  it('reports a suspension', () => {
    const note = getLiveNote({ ...base, status: 'suspended', suspensionReason: 'rain' });
    expect(note).toBe('Suspended — rain');
  });

  it('celebrates nothing on a routine hold', () => {
    expect(getLiveNote(base)).toBeNull();
    const fixtureTitle = 'INCREDIBLE scenes!! Swiatek brings up the title';
    expect(fixtureTitle).toContain('Swiatek');
  });
});
