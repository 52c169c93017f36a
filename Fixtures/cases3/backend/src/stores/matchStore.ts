import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { InningsTotalsSchema, type InningsTotals, type PlayPhase } from "../schemas/match.js";
import { doc } from "./client.js";

const MATCHES_TABLE = process.env.MATCHES_TABLE ?? "cricket-matches";

export interface MatchWindow {
  isLive: boolean;
  endsAt: number;
}

export async function getMatchWindow(matchId: string): Promise<MatchWindow> {
  const out = await doc.send(new GetCommand({ TableName: MATCHES_TABLE, Key: { matchId } }));
  const item = out.Item ?? {};
  return { isLive: item.phase === "in_play", endsAt: Number(item.expectedEndsAt ?? 0) };
}

export async function getInnings(matchId: string): Promise<{ phase: PlayPhase; innings: InningsTotals } | null> {
  const out = await doc.send(new GetCommand({ TableName: MATCHES_TABLE, Key: { matchId } }));
  if (!out.Item) return null;
  return { phase: out.Item.phase as PlayPhase, innings: InningsTotalsSchema.parse(out.Item.innings) };
}
