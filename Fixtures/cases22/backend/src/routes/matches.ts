import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { notFound } from '../lib/errors';
import { QuarterScoreSchema } from '../schemas/match.schema';
import { getMatch, liveMatches } from '../stores/matchStore';
import { displayMessages as msg } from '../display/display.messages';

const ok = (body: unknown): APIGatewayProxyResultV2 => ({
  statusCode: 200,
  headers: { 'content-type': 'application/json', 'cache-control': 'max-age=5' },
  body: JSON.stringify(body),
});

export async function getMatchRoute(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> {
  const id = event.pathParameters?.id ?? '';
  const match = await getMatch(id);
  if (!match) throw notFound(`match ${id}`);
  return ok(match);
}

export async function getLiveMatchesRoute(): Promise<APIGatewayProxyResultV2> {
  const matches = await liveMatches();
  return ok({
    matches: matches.map((m) => ({
      matchId: m.match_id,
      title: `${m.homeTeam.abbreviation} v ${m.awayTeam.abbreviation}`,
      subtitle: `${m.round} · ${m.venue?.name ?? 'Venue TBC'}`,
      startLabel: m.displayState.isLive ? 'Live now' : msg.preMatch(m.startTime),
      scoreline: m.displayState.scoreline,
      statusText: m.displayState.statusText,
      isLive: m.displayState.isLive,
      startTime: m.startTime,
    })),
  });
}

export async function getQuartersRoute(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> {
  const id = event.pathParameters?.id ?? '';
  const match = await getMatch(id);
  if (!match) throw notFound(`match ${id}`);
  const quarters = (match as unknown as { quarters?: unknown[] }).quarters ?? [];
  return ok(quarters.map((q) => QuarterScoreSchema.parse(q)));
}
