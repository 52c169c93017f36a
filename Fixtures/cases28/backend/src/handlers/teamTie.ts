import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { log } from '../lib/logger.js';
import type { Rubber, TeamTie } from '../schemas/team.schema.js';
import { teamCopy } from './teamTie.messages.js';

function rubberStatus(r: Rubber, index: number, decidedAt: number | null): string {
  if (decidedAt !== null && index > decidedAt) return teamCopy.notPlayed;
  return r.statusText;
}

export function tieSummary(tie: TeamTie): { headline: string; lines: string[] } {
  const decided = tie.rubbers.findIndex((r) => r.statusText === 'decider');
  return {
    headline: `${tie.homeTeamName} ${tie.tieScoreText} ${tie.awayTeamName}`,
    lines: tie.rubbers.map((r, i) => `Rubber ${r.rubberNumber}: ${r.home.shortName} v ${r.away.shortName} — ${rubberStatus(r, i, decided < 0 ? null : decided)}`),
  };
}

export async function handler(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> {
  const tieId = event.pathParameters?.tieId;
  if (!tieId) {
    return { statusCode: 400, body: JSON.stringify({ error: 'missing tieId' }) };
  }
  log.info('team tie requested', { tieId });
  return {
    statusCode: 404,
    body: JSON.stringify({ error: 'not_found', message: 'We could not find that team match' }),
  };
}
