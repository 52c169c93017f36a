import { Router } from 'express';
import { MATCH_SCHEMA_VERSION } from '../display/matchDisplay';
import { ScheduleResponseSchema, type MatchItem, type TournamentGroup } from '../schemas/match.schema';
import { getMatch, listByStatus } from '../stores/matchStore';
import { allTournaments } from '../stores/tournamentStore';
import { epochNow } from '../util/time';

export const matchesRouter = Router();

matchesRouter.use((_req, res, next) => {
  res.setHeader('x-match-schema-version', String(MATCH_SCHEMA_VERSION));
  next();
});

matchesRouter.get('/matches/schedule', async (_req, res) => {
  const [tournaments, live, upcoming] = await Promise.all([
    allTournaments(),
    listByStatus('live'),
    listByStatus('scheduled'),
  ]);

  const byTournament = new Map<string, MatchItem[]>();
  for (const match of [...live, ...upcoming]) {
    byTournament.set(match.tournamentId, [...(byTournament.get(match.tournamentId) ?? []), match]);
  }

  const groups: TournamentGroup[] = tournaments
    .filter((t) => byTournament.has(t.tournamentId))
    .map((t) => ({
      tournamentId: t.tournamentId,
      name: t.name,
      surface: t.surface as TournamentGroup['surface'],
      matches: (byTournament.get(t.tournamentId) ?? []).map(({ stats: _omit, ...rest }) => rest),
    }));

  res.json(
    ScheduleResponseSchema.parse({
      groups,
      generatedAt: epochNow(),
      emptyMessage: groups.length > 0 ? null : 'Nothing on court right now',
    }),
  );
});

matchesRouter.get('/matches/:id', async (req, res) => {
  const match = await getMatch(req.params.id);
  if (!match) {
    return res.status(404).json({ error: 'match_not_found' });
  }
  const includeStats = String(req.query.include ?? '').split(',').includes('stats');
  const { stats, ...rest } = match;
  res.json(includeStats ? { ...rest, stats } : rest);
});
