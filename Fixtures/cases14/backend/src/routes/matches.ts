import { listLiveMatches, listMatchesForDay } from '../stores/matchStore';
import { toMatchItem } from '../display/toMatchItem';
import type { Router } from './router';

export function registerMatchRoutes(router: Router) {
  router.get('/matches/live', async (_req, res) => {
    const matches = await listLiveMatches();
    return res.json({ matches: await Promise.all(matches.map(toMatchItem)), pollAfterSeconds: 20 });
  });

  router.get('/schedule', async (req, res) => {
    const day = String(req.query.date ?? new Date().toISOString().slice(0, 10));
    const matches = await listMatchesForDay(day);
    if (matches.length === 0) {
      return res.json({ leagues: [], generatedAt: new Date().toISOString(), message: 'No volleyball today. Back tomorrow.' });
    }
    return res.json({ leagues: groupByLeague(await Promise.all(matches.map(toMatchItem))), generatedAt: new Date().toISOString() });
  });
}

function groupByLeague<T extends { league: string }>(items: T[]) {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(item.league, [...(groups.get(item.league) ?? []), item]);
  return [...groups.entries()].map(([leagueId, matches]) => ({ leagueId, leagueName: leagueId, matches }));
}
