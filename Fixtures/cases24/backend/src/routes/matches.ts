import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { buildMatchDisplayState } from '../display/buildDisplayState.js';
import type { ScheduleResponse } from '../schemas/displayState.js';
import type { Match } from '../schemas/match.js';
import { matchesForCompetition } from '../stores/matchStore.js';

type CompetitionMeta = { competitionId: string; name: string };

export async function getSchedule(competitions: CompetitionMeta[]): Promise<APIGatewayProxyResultV2> {
  const groups = await Promise.all(
    competitions.map(async (competition) => {
      const matches = await matchesForCompetition(competition.competitionId);
      return {
        competitionId: competition.competitionId,
        headerText: competition.name,
        matches: matches.map((m) => toItem(m, competition.name)),
      };
    }),
  );
  const response: ScheduleResponse = { groups, generatedAt: new Date().toISOString() };
  return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(response) };
}

function toItem(match: Match, competitionName: string) {
  return {
    matchId: match.matchId,
    code: match.code,
    competition: competitionName,
    homeTeam: { teamId: match.home.teamId, name: match.home.name, abbreviation: match.home.abbreviation, goals: match.home.goals, points: match.home.points },
    awayTeam: { teamId: match.away.teamId, name: match.away.name, abbreviation: match.away.abbreviation, goals: match.away.goals, points: match.away.points },
    displayState: buildMatchDisplayState(match, competitionName),
    startTime: new Date(match.startTime * 1000).toISOString(),
    weatherNote: match.postponementReason ? `Weather watch: ${match.postponementReason}` : undefined,
  };
}
