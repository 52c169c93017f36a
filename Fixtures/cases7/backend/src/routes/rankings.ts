import { Router } from 'express';
import { RankingsResponseSchema, TourSchema } from '../schemas/rankings.schema';
import { topOfList } from '../stores/rankingsStore';

export const rankingsRouter = Router();

function mondayOf(date: Date): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

rankingsRouter.get('/rankings/:tour', async (req, res) => {
  const tour = TourSchema.safeParse(req.params.tour);
  if (!tour.success) {
    return res.status(400).json({ error: 'unknown_tour' });
  }
  const entries = await topOfList(tour.data);
  res.json(RankingsResponseSchema.parse({ tour: tour.data, weekOf: mondayOf(new Date()), entries }));
});
