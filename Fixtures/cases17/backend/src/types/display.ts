import type { z } from 'zod';
import type { GameDisplayStateSchema } from '../schemas/game.schema';

export interface GameDisplayState {
  scoreLine: string;
  statusText: string;
  periodLabel: string;
  clockText: string;
  urgencyNote: string | null;
  isRedZone: boolean;
  homeHasPossession: boolean;
}

export type DriveRow = {
  driveId: string;
  resultLabel: string;
  playCount: number;
  yards: number;
  durationText: string;
  endedAt: number | null;
};

export interface PollerOptions {
  intervalMs: number;
  maxConcurrentGames: number;
}

export type DisplayInput = z.infer<typeof GameDisplayStateSchema> & { league: string };
