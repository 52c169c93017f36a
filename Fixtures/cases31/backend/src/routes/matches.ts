import { Router } from "express";
import { MatchItemSchema } from "../schemas/match.schema.js";
import { getMatchItem } from "../stores/matchStore.js";

export const matchesRouter = Router();

matchesRouter.get("/matches/:id", async (req, res) => {
  const include = String(req.query.include ?? "");
  const item = await getMatchItem(req.params.id, { rallies: include.includes("rallies") });
  if (!item) return res.status(404).json({ error: `match ${req.params.id} not found` });
  const parsed = MatchItemSchema.parse(item);
  res.json({ ...parsed, display: { ...parsed.display, startLabel: parsed.display.startLabel || "Time to be confirmed" } });
});
