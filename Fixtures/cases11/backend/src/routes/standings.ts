import { Router } from 'express';
import { getStandings } from '../stores/standingsStore';

export const standingsRouter = Router();

standingsRouter.get('/standings', async (req, res) => {
  const season = Number(req.query.season ?? new Date().getUTCFullYear());
  const standings = await getStandings(season);
  if (!standings) {
    return res.status(404).json({ error: `no standings for ${season}`, placeholder: 'Standings appear after the first race' });
  }
  return res.json(standings);
});
