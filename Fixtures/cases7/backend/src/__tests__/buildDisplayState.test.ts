import { describe, expect, it } from 'vitest';
import { buildDisplayState } from '../display/buildDisplayState';
import { formatPointScore, formatScoreDisplay } from '../display/matchDisplay';
import { breakPointContext, wimbledonQuarter } from './fixtures';

describe('buildDisplayState', () => {
  it('flags a break point on the receiver side', () => {
    const state = buildDisplayState(wimbledonQuarter, breakPointContext);
    expect(state.expanded.statusNote).toBe('Break point');
    expect(state.sentiment).toBe('tense');
    expect(state.compact.leadingText).toBe('SIN 1');
  });

  it('keeps the tiebreak score of the first set', () => {
    expect(formatScoreDisplay(wimbledonQuarter.sets)).toBe('7-6(5) 3-4');
  });

  it('says deuce at 40-40 and advantage after', () => {
    const base = { inTiebreak: false, serverName: 'B. Shelton' };
    expect(formatPointScore({ ...base, serverPoints: 3, receiverPoints: 3 }, 'J. Sinner')).toBe('Deuce');
    expect(formatPointScore({ ...base, serverPoints: 4, receiverPoints: 3 }, 'J. Sinner')).toBe('Ad B. Shelton');
  });
});
