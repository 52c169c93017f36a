// Shapes used by the feed adapters. Keep these in sync with the schemas.

export interface TeamLine {
  teamId: string;
  name: string;
  abbreviation: string;
  emoji: string;
  colorKey: string;
  goals: number;
  twoPointGoals: number;
  shotsOnGoal: number;
  faceoffsWon: number;
  faceoffsTaken: number;
  groundBalls: number;
  scoreText: string;
  faceoffText: string;
  recordText: string | null;
}

export type PenaltyBoxEntry = {
  penaltyId: string;
  teamId: string;
  playerName: string;
  kind: 'personal' | 'technical' | 'major_box';
  infractionText: string;
  durationSeconds: number;
  servedSeconds: number;
  releasable: boolean;
  remainingText: string;
  assessedAt: number;
};

/** Raw event from the league stats feed (Genius/Sportradar style); there is no Zod schema for it. */
export interface FeedEvent {
  feedId: string;
  gameId: string;
  kind: 'goal' | 'two_point_goal' | 'faceoff' | 'penalty' | 'penalty_release' | 'period_end' | 'timeout' | 'final';
  period: number;
  clockSeconds: number;
  teamId: string | null;
  playerName: string | null;
  assistName: string | null;
  occurredAt: number; // epoch ms from the feed
}

export type { GameCard, GameDetail } from '../schemas/game.schema.js';
