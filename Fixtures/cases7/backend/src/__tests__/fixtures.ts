import type { FeedContext } from '../schemas/feed.schema';
import type { LiveActivityDisplayState } from '../schemas/liveActivity.schema';
import type { MatchItem } from '../schemas/match.schema';

export const wimbledonQuarter: MatchItem = {
  matchId: 'wim-2025-ms-qf2',
  tournamentId: 'wimbledon-2025',
  round: 'Quarterfinal',
  court: 'Centre Court',
  status: 'live',
  home: { playerId: 'p-sinner', name: 'Jannik Sinner', shortName: 'J. Sinner', countryCode: 'ITA', seed: 1, ranking: 1 },
  away: { playerId: 'p-shelton', name: 'Ben Shelton', shortName: 'B. Shelton', countryCode: 'USA', seed: 10, ranking: 10 },
  sets: [
    { home: 7, away: 6, tiebreakLoserPoints: 5 },
    { home: 3, away: 4, tiebreakLoserPoints: null },
  ],
  scoreLine: '7-6(5) 3-4',
  pointScore: '30-40',
  statusText: 'Shelton serving',
  startsAt: '2025-07-08T13:30:00Z',
  isServingHome: false,
};

export const breakPointContext: FeedContext = {
  tournamentName: 'Wimbledon',
  serverName: 'B. Shelton',
  serverPoints: 2,
  receiverPoints: 3,
  inTiebreak: false,
  pressure: 'break_point',
  suspensionReason: null,
  aces: [9, 14],
  doubleFaults: [1, 4],
  lastEvent: 'point',
  roundWeight: 0.6,
};

export const rainDelayState: LiveActivityDisplayState = {
  phase: 'suspended',
  sentiment: 'neutral',
  compact: { leadingText: 'SIN 1', trailingText: '30-40', minimalText: '3-4' },
  expanded: {
    title: 'Wimbledon · Quarterfinal · Centre Court',
    homeLine: 'J. Sinner (1)   7 3',
    awayLine: 'B. Shelton (10)   6 4',
    pointScore: '30-40',
    serving: 'away',
    statusNote: 'Rain delay — covers on',
    footer: '23 aces — 5 double faults',
  },
  updatedAt: 1751985000,
};
