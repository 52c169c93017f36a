import type { ScheduledHandler } from 'aws-lambda';
import { RankingEntrySchema, type RankingEntry } from '../schemas/rankings.schema';
import { saveRankingEntry } from '../stores/rankingsStore';
import { logger } from '../util/logger';

interface ProviderRankingRow {
  position: number;
  player_id: string;
  full_name: string;
  nationality: string;
  points: number;
  previous_position: number | null;
}

async function fetchRankings(tour: 'atp' | 'wta'): Promise<ProviderRankingRow[]> {
  const res = await fetch(`${process.env.RANKINGS_FEED_URL}/${tour}/singles?limit=500`);
  if (!res.ok) {
    throw new Error(`rankings feed ${tour} returned ${res.status}`);
  }
  return (await res.json()) as ProviderRankingRow[];
}

function toEntry(row: ProviderRankingRow, tour: 'atp' | 'wta'): RankingEntry {
  const moved = row.previous_position === null ? 0 : row.previous_position - row.position;
  return RankingEntrySchema.parse({
    rank: row.position,
    playerId: row.player_id,
    name: row.full_name,
    countryCode: row.nationality,
    pointsLabel: `${row.points.toLocaleString('en-GB')} pts`,
    movementLabel: moved === 0 ? null : moved > 0 ? `▲${moved}` : `▼${-moved}`,
    tour,
  });
}

// Mondays 06:00 UTC, after both tours publish.
export const handler: ScheduledHandler = async () => {
  const [atp, wta] = await Promise.all([fetchRankings('atp'), fetchRankings('wta')]);
  const entries = [...atp.map((r) => toEntry(r, 'atp')), ...wta.map((r) => toEntry(r, 'wta'))];
  await Promise.all(entries.map(saveRankingEntry));
  logger.info({ count: entries.length }, 'rankings imported');
};
