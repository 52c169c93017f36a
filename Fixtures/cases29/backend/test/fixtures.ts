import type { RawGame } from '../src/schemas/game.js';

export const sampleGame: RawGame = {
  gameId: 'wcf-2025-mixed-doubles-rr7',
  eventId: 'wcf-2025-mixed-doubles',
  drawNumber: 7,
  sheet: 'D',
  home: { teamId: 'nor-md', shortName: 'NOR', skip: 'Skaslien', flag: '🇳🇴' },
  away: { teamId: 'ita-md', shortName: 'ITA', skip: 'Constantini', flag: '🇮🇹' },
  phase: 'extra_end',
  scheduledEnds: 8,
  ends: [],
  startsAt: '2025-04-22T08:00:00Z',
  completedAt: null,
  homeThinkingSeconds: 300,
  awayThinkingSeconds: 240,
  conceded: false,
};

export const alertFixture = { title: 'Extra end', body: 'Incredible!! Extra end under way' };
