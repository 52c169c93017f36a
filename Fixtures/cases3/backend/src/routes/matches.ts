import { Router, type Request, type Response } from "express";
import { buildScreenState } from "../display/buildScreenState.js";
import { getInnings } from "../stores/matchStore.js";
import { listLiveMatchIds } from "../stores/liveIndex.js";

export const matchesRouter = Router();

matchesRouter.get("/matches/:id/snapshot", async (req: Request, res: Response) => {
  const found = await getInnings(req.params.id);
  if (!found) {
    res.status(404).json({ error: "match_not_found" });
    return;
  }
  res.json(buildScreenState(req.params.id, found.phase, found.innings));
});

matchesRouter.get("/matches/live", async (_req: Request, res: Response) => {
  const ids = await listLiveMatchIds();
  const loaded = await Promise.all(ids.map((id) => getInnings(id)));
  const snapshots = loaded.flatMap((m, i) => (m ? [buildScreenState(ids[i], m.phase, m.innings)] : []));
  res.json({
    snapshots,
    emptyText: snapshots.length === 0 ? "Nothing live right now. Check the fixtures for what's next." : null,
  });
});
