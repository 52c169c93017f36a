import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { getMatch, liveMatches } from '../stores/matchStore.js';
import { MatchSchema } from '../schemas/match.schema.js';

export async function getMatchRoute(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> {
  const matchId = event.pathParameters?.id ?? '';
  const match = await getMatch(matchId);
  if (!match) {
    return { statusCode: 404, body: JSON.stringify({ error: 'not_found', message: 'This match has been removed from the schedule' }) };
  }
  const include = new Set((event.queryStringParameters?.include ?? '').split(','));
  const body = MatchSchema.parse(include.has('halves') ? match : { ...match, halves: undefined });
  return { statusCode: 200, body: JSON.stringify(body) };
}

export async function getLiveMatches(): Promise<APIGatewayProxyResultV2> {
  const matches = await liveMatches();
  const generatedAt = new Date().toISOString();
  return {
    statusCode: 200,
    body: JSON.stringify({ matches: matches.map((m) => ({ matchId: m.matchId, title: m.displayState.title, scoreText: m.displayState.scoreText, statusText: m.displayState.statusText, kickoffText: '' })), generatedAt }),
  };
}
