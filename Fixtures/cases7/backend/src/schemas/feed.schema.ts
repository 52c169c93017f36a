import { z } from 'zod';
import { MatchItemSchema } from './match.schema';

// Shape of the provider's live feed after our adapter has normalised it.
export const FeedContextSchema = z.object({
  tournamentName: z.string(),
  serverName: z.string(),
  serverPoints: z.number().int().min(0), // raw points in the current game, not 15/30/40
  receiverPoints: z.number().int().min(0), // raw points in the current game
  inTiebreak: z.boolean(),
  pressure: z.enum(['none', 'break_point', 'set_point', 'match_point', 'championship_point']),
  suspensionReason: z.enum(['rain', 'light', 'medical']).nullable(),
  aces: z.array(z.number().int()).length(2), // [home, away]
  doubleFaults: z.array(z.number().int()).length(2), // [home, away]
  lastEvent: z.enum(['point', 'game', 'break', 'set', 'challenge', 'suspended', 'resumed', 'ended']),
  roundWeight: z.number().min(0).max(1), // 0 for a first round, 1 for a final; feeds relevance-score
});

export const FeedEntrySchema = z.object({
  version: z.number().int(), // monotonically increasing per match, from the provider
  match: MatchItemSchema,
  context: FeedContextSchema,
});

export const FeedSchema = z.object({ matches: z.array(FeedEntrySchema) });

export type FeedContext = z.infer<typeof FeedContextSchema>;
export type FeedEntry = z.infer<typeof FeedEntrySchema>;
