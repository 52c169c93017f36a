import type { z } from 'zod';
import type { MatchItemSchema, PlayerLineSchema } from '../schemas/match.schema';
import type { PlayerSummarySchema } from '../schemas/playerProfile.schema';

export type MatchItemInput = z.input<typeof MatchItemSchema>;
export type PlayerLine = z.infer<typeof PlayerLineSchema>;

/** Raw point-by-point feed from the data provider, not an API shape. */
export interface ProviderPointEvent {
  feedMatchId: string;
  sequence: number;
  server: 'A' | 'B';
  winner: 'A' | 'B';
  scoreAfter: string;
  receivedAt: number;
}

export interface PlayerSummary {
  playerId: string;
  name: string;
  flag: string;
  rankingLabel: string;
  tourLabel: string;
}

export type FollowRecordRow = {
  userId: string;
  matchId: string;
  perspectivePlayerId: string | null;
  createdAt: number;
  ttl: number;
};

export type SummaryInput = Pick<z.infer<typeof PlayerSummarySchema>, 'playerId' | 'name'>;
