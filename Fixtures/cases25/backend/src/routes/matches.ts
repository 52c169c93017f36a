import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { getMatch, matchesForCompetition } from '../stores/matchStore.js';
import { logger } from '../lib/logger.js';
import { isCompletedStatus } from '../display/matchDisplay.js';

const json = (statusCode: number, body: unknown): APIGatewayProxyResultV2 => ({
  statusCode,
  headers: { 'content-type': 'application/json', 'cache-control': 'max-age=15' },
  body: JSON.stringify(body),
});

export async function getMatchRoute(matchId: string): Promise<APIGatewayProxyResultV2> {
  const match = await getMatch(matchId);
  if (!match) {
    logger.warn('match not found', { matchId });
    return json(404, { error: 'match_not_found' });
  }
  return json(200, match);
}

export async function getSchedule(competition: string): Promise<APIGatewayProxyResultV2> {
  const matches = await matchesForCompetition(competition);
  const upcoming = matches.filter((m) => !isCompletedStatus(m.displayState.phase));
  // umpire:disable-next-line inline-copy -- admin dashboard heading, never shown in the app
  const heading = `Schedule for ${competition}`;
  // umpire:disable-next-line unjustified-scan -- matchesForCompetition is reviewed in its store
  const ordered = [...upcoming].sort((a, b) => a.startTime.localeCompare(b.startTime));
  return json(200, {
    heading,
    competitions: [{ competitionCode: competition, competitionName: competition.toUpperCase(), matches: ordered }],
    generatedAt: new Date().toISOString(),
  });
}
