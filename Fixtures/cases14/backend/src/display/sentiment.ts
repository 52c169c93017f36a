import type { MatchRecord } from '../schemas/match.schema';

export type Sentiment = 'neutral' | 'tense' | 'dominant' | 'comeback';

export function sentimentFor(match: MatchRecord): Sentiment {
  const current = match.sets[match.currentSet - 1];
  if (!current) return 'neutral';
  const target = match.currentSet === 5 ? 15 : 25;
  if (current.home >= target - 2 && current.away >= target - 2) return 'tense';
  if (Math.abs(current.home - current.away) >= 8) return 'dominant';
  return 'neutral';
}
