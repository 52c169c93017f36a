import type { SQSEvent } from "aws-lambda";
import { buildDisplayState } from "../display/buildDisplayState.js";
import { buildAlert } from "../notifications/buildAlert.js";
import { IngestEventSchema, type IngestEvent } from "../schemas/ingest.js";
import { getGame, saveGameState, type StoredGame } from "../stores/gameStore.js";
import { enqueueActivityPush, enqueueAlert } from "./queues.js";

export async function handler(event: SQSEvent): Promise<void> {
  for (const record of event.Records) {
    const parsed = IngestEventSchema.safeParse(JSON.parse(record.body));
    if (!parsed.success) {
      console.warn("scoreIngest: dropping malformed feed event", parsed.error.flatten());
      continue;
    }
    await applyEvent(parsed.data);
  }
}

function isTimeSensitive(ev: IngestEvent): boolean {
  return ev.type === "goal" || ev.type === "final" || ev.type === "goalie_pulled";
}

async function applyEvent(ev: IngestEvent): Promise<void> {
  const current = await getGame(ev.gameId);
  if (!current) {
    throw new Error(`scoreIngest: feed event for unknown game ${ev.gameId}`);
  }
  // The feed redelivers after timeouts; anything at or below what we stored is a replay.
  if (ev.sequence <= current.sequence) {
    return;
  }
  const reduced = reduceGame(current, ev);
  const next: StoredGame = { ...reduced, display: buildDisplayState(reduced, ev) };
  await saveGameState(next, current.sequence);

  const priority = isTimeSensitive(ev) ? 10 : 5;
  await enqueueActivityPush({ gameId: ev.gameId, sequence: next.sequence, priority });

  const alert = buildAlert(next, ev);
  if (alert) {
    await enqueueAlert(ev.gameId, alert);
  }
}

function reduceGame(game: StoredGame, ev: IngestEvent): StoredGame {
  const base: StoredGame = { ...game, sequence: ev.sequence, period: ev.period, clock: ev.clock };
  switch (ev.type) {
    case "goal": {
      const isHome = ev.teamId === game.home.teamId;
      return {
        ...base,
        homeGoals: game.homeGoals + (isHome ? 1 : 0),
        awayGoals: game.awayGoals + (isHome ? 0 : 1),
        homeShots: game.homeShots + (isHome ? 1 : 0),
        awayShots: game.awayShots + (isHome ? 0 : 1),
      };
    }
    case "goalie_pulled":
      return ev.teamId === game.home.teamId
        ? { ...base, skatersHome: game.skatersHome + 1 }
        : { ...base, skatersAway: game.skatersAway + 1 };
    case "period_start":
      return { ...base, phase: ev.period === 4 ? "overtime" : ev.period === 5 ? "shootout" : "live" };
    case "period_end":
    case "intermission":
      return { ...base, phase: "intermission" };
    case "final":
      return { ...base, phase: "final", finalPeriod: ev.period };
    default:
      return base;
  }
}
