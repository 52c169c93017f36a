import { Router } from 'express';
import { buildDisplayState } from '../display/buildDisplayState.js';
import type { MatchItem, ScheduleResponse } from '../schemas/match.js';
import { getFollow, listFollowsForUser } from '../stores/matchFollowStore.js';
import { getMatch, getMatchRecord, listMatchIdsForDay } from '../stores/matchStore.js';

export const matchesRouter = Router();

const today = (): string => new Date().toISOString().slice(0, 10);

matchesRouter.get('/schedule', async (_req, res) => {
  const ids = await listMatchIdsForDay(today());
  const matches = (await Promise.all(ids.map((id) => getMatchRecord(id)))).filter((m) => m !== undefined);

  const bySession = new Map<string, { header: string; matches: MatchItem[] }>();
  for (const match of matches) {
    const key = `${match.eventName}#${match.roundName}`;
    const group = bySession.get(key) ?? { header: match.display.title, matches: [] };
    group.matches.push(match);
    bySession.set(key, group);
  }

  const body: ScheduleResponse = {
    sessions: [...bySession.entries()].map(([sessionId, group]) => ({ sessionId, ...group })),
    generatedAt: new Date().toISOString(),
  };
  res.json(body);
});

matchesRouter.get('/matches/:id/summary', async (req, res) => {
  const match = await getMatch(req.params.id);
  if (!match) return void res.status(404).json({ error: 'match_not_found' });
  res.json(match);
});

matchesRouter.get('/matches/:id/live-activity', async (req, res) => {
  const match = await getMatchRecord(req.params.id);
  if (!match) return void res.status(404).json({ error: 'match_not_found' });
  const follow = await getFollow(res.locals.userId as string, match.matchId);
  res.json(buildDisplayState(match, follow?.playerId));
});

matchesRouter.get('/user/follows', async (_req, res) => {
  const follows = await listFollowsForUser(res.locals.userId as string);
  const matches = await Promise.all(follows.map((f) => getMatch(f.matchId)));
  const active = matches.filter(
    (m): m is MatchItem => m !== undefined && m.phase !== 'completed' && m.phase !== 'abandoned',
  );
  res.json({ matchIds: active.map((m) => m.matchId) });
});

matchesRouter.get('/widget/next-match', async (_req, res) => {
  const ids = await listMatchIdsForDay(today());
  for (const id of ids) {
    const match = await getMatch(id);
    if (match && (match.phase === 'live' || match.phase === 'pre')) return void res.json(match);
  }
  res.json(null);
});
