import { describe, expect, it } from 'vitest';
import { buildDisplayState, buildLiveActivityState } from '../src/display/buildDisplayState';
import type { Match } from '../src/schemas/match.schema';

const baseMatch: Match = {
  match_id: 'snm-2026-r7-vix-swi',
  competition: 'Suncorp Super Netball',
  round: 'Round 7',
  homeTeam: { id: 'vixens', name: 'Vixens', abbreviation: 'VIX', logoURL: null, colourName: 'Vixens' },
  awayTeam: { id: 'swifts', name: 'Swifts', abbreviation: 'SWI', logoURL: null, colourName: 'Swifts' },
  startTime: '2026-05-02T09:00:00Z',
  endTime: null,
  phase: 'live',
  quarter: 3,
  quarterLengthSeconds: 900,
  homeGoals: 48,
  awayGoals: 45,
  displayState: {} as Match['displayState'],
  isFollowed: false,
};

const stats = { homeConverted: 19, homeCentrePasses: 21, awayConverted: 17, awayCentrePasses: 20, homeSuperShots: 2, awaySuperShots: 2 };

describe('buildDisplayState', () => {
  it('formats the scoreline home first', () => {
    const display = buildDisplayState(baseMatch, [], stats, 492, false);
    expect(display.scoreline).toBe('48 – 45');
    expect(display.clockLabel).toBe('08:12');
  });

  it('shows the Power Five note only inside the window', () => {
    expect(buildDisplayState(baseMatch, [], stats, 200, true).superShotNote).toBe('Power Five — super shots 2–2');
    expect(buildDisplayState(baseMatch, [], stats, 600, false).superShotNote).toBeNull();
  });

  it('describes a weather suspension', () => {
    const display = buildDisplayState({ ...baseMatch, phase: 'suspended' }, [], stats, 300, false);
    expect(display.statusText).toBe('Play suspended for weather — resumes when the court is safe');
  });

  it('builds a live activity state with the minimal text', () => {
    const display = buildDisplayState(baseMatch, [], stats, 492, false);
    const la = buildLiveActivityState(baseMatch, display, 'Intercept — Weston');
    expect(la.compact.minimalText).toBe('48–45');
    expect(la.lastEventText).toBe('Intercept — Weston');
  });
});
