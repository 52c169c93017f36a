import { Router } from 'express';
import { allRacesThisSeason, getRace } from '../stores/raceStore';
import { statusTextFor } from '../display/raceDisplay';

export const racesRouter = Router();

let cache: { at: number; body: unknown } | null = null;

racesRouter.get('/schedule', async (_req, res) => {
  if (cache && Date.now() - cache.at < 10 * 60 * 1000) {
    return res.json(cache.body);
  }
  const races = await allRacesThisSeason();
  const body = {
    weekends: races.map((r) => ({ weekendId: r.weekendId, headerTitle: r.grandPrixName, races: [] })),
    generatedAt: new Date().toISOString(),
  };
  cache = { at: Date.now(), body };
  return res.json(body);
});

racesRouter.get('/races/:id/status', async (req, res) => {
  const race = await getRace(req.params.id);
  if (!race) return res.status(404).json({ error: 'race not found' });
  return res.json({
    statusText: statusTextFor(race),
    emptyStateText: 'No timing yet. Check back when the session starts.',
  });
});
