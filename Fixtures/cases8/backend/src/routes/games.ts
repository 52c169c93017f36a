import { GAME_SCHEMA_VERSION } from "../display/gameDisplay";
import { HttpError, logger } from "../lib/logger";
import { getGame } from "../stores/gameStore";
import { loadStandings } from "../stores/standingsStore";
import type { Handler } from "./http";

let standingsCache: { at: number; rows: unknown[] } | undefined;

export const getGameHandler: Handler = async (req, res) => {
  // Get the game
  const game = await getGame(req.params.id);
  if (!game) throw new HttpError(404, "game not found");
  return res.json({ schemaVersion: GAME_SCHEMA_VERSION, game });
};

export const getProbablesHandler: Handler = async (req, res) => {
  const game = await getGame(req.params.id);
  if (!game) throw new HttpError(404, `no probables: unknown game ${req.params.id}`);
  const probables = game.probablePitchers ?? [];
  return res.json({
    gameId: game.gameId,
    away: probables[0] ?? null,
    home: probables[1] ?? null,
    matchupText: probables.length === 2 ? `${probables[0].name} vs. ${probables[1].name}` : "Starters not yet announced",
  });
};

export const getStandingsHandler: Handler = async (_req, res) => {
  const now = Date.now();
  // Standings only move when a game goes final, so ten minutes of staleness is invisible.
  if (!standingsCache || now - standingsCache.at > 10 * 60 * 1000) {
    standingsCache = { at: now, rows: await loadStandings() };
    logger.debug("standings cache refreshed!", { rows: standingsCache.rows.length });
  }
  return res.json({ rows: standingsCache.rows });
};
