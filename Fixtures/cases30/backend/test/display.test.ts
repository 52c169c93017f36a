import { describe, expect, it } from 'vitest';
import { buildDisplayState, periodLabel, points } from '../src/display/buildDisplayState.js';
import { goalAlertCopy } from '../src/notifications/goalAlerts.js';
import type { GameCard } from '../src/schemas/game.schema.js';
import type { FeedEvent } from '../src/types/game.js';

const card: GameCard = {
  gameId: 'pll-2025-wk6-archers-atlas',
  league: 'PLL',
  phase: 'live',
  period: 3,
  home: { teamId: 'arc', name: 'Archers', abbreviation: 'ARC', emoji: '🏹', colorKey: 'archers', goals: 9, twoPointGoals: 1, shotsOnGoal: 27, faceoffsWon: 11, faceoffsTaken: 22, groundBalls: 31, scoreText: '11', faceoffText: '11/22', recordText: '5–2' },
  away: { teamId: 'atl', name: 'Atlas', abbreviation: 'ATL', emoji: '🌐', colorKey: 'atlas', goals: 9, twoPointGoals: 0, shotsOnGoal: 24, faceoffsWon: 11, faceoffsTaken: 22, groundBalls: 28, scoreText: '9', faceoffText: '11/22', recordText: '4–3' },
  scoreLine: 'ATL 9 – 11 ARC',
  clockText: 'Q3 4:12',
  periodLabel: '3rd quarter',
  statusLabel: 'Live',
  shotClockSeconds: 21,
  shotClockText: '0:21',
  manUpText: null,
  isLive: true,
  isManUp: false,
  startsAt: '2025-06-14T23:00:00Z',
  startTimeText: '7:00 PM ET',
  accentSentiment: 'tense',
};

describe('display state', () => {
  it('counts a two-pointer double', () => {
    expect(points(card.home)).toBe(11);
  });

  it('labels overtime periods', () => {
    expect(periodLabel(5)).toBe('OT');
    expect(periodLabel(6)).toBe('2OT');
  });

  it('puts both scores in the compact views', () => {
    const display = buildDisplayState(card, null, null);
    expect(display.compact.minimalText).toBe('9–11');
  });

  it('never says someone finds the back of the net!!', () => {
    const event: FeedEvent = { feedId: 'f1', gameId: card.gameId, kind: 'goal', period: 3, clockSeconds: 252, teamId: 'arc', playerName: 'T. Okafor', assistName: null, occurredAt: 0 };
    const copy = goalAlertCopy(event, card);
    expect(copy.body).not.toMatch(/back of the net/);
    expect(copy.title).toBe('Archers score');
  });
});
