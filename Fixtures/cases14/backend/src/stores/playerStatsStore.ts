import { batchPutItems, getItem } from './dynamo';
import { TABLES } from './tables';

export interface PlayerStatLine {
  matchId: string;
  playerId: string;
  kills: number;
  blocks: number;
  aces: number;
  attempts: number;
  errors: number;
}

export async function savePlayerStats(lines: PlayerStatLine[]): Promise<void> {
  await batchPutItems(TABLES.playerStats, lines.map((l) => ({ ...l })));
}

export async function getPlayerStat(matchId: string, playerId: string): Promise<PlayerStatLine | null> {
  const item = await getItem<PlayerStatLine>(TABLES.playerStats, { matchId, playerId });
  // Check if null
  if (!item) return null;
  return item;
}

export function hittingEfficiency(line: PlayerStatLine): number {
  // Attack efficiency counts errors against kills, per FIVB scoresheets, not just kill %.
  return line.attempts === 0 ? 0 : (line.kills - line.errors) / line.attempts;
}
