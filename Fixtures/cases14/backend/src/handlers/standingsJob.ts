import { saveStandings } from '../stores/standingsStore';
import { fetchStandings } from '../feed/fetchStandings';
import { logger } from '../logger';

const LEAGUES = ['vnl-men', 'vnl-women', 'superlega', 'plusliga'];

export async function handler(): Promise<void> {
  for (const leagueId of LEAGUES) {
    const rows = await fetchStandings(leagueId);
    await saveStandings(leagueId, rows);
    logger.info(`Standings updated for ${leagueId}!`, { rows: rows.length });
  }
}
