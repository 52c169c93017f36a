import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import { ddb, getItem, tables } from "./dynamo.js";

export type GameStatus = "scheduled" | "in_progress" | "halftime" | "overtime" | "final" | "final_ot" | "postponed";

export interface GameRow {
  gameId: string;
  league: "nba" | "wnba" | "euroleague";
  status: GameStatus;
  homeAbbr: string;
  awayAbbr: string;
  homeName: string;
  awayName: string;
  homeScore: number;
  awayScore: number;
  period: number;
  clockSeconds: number;
  shotClock: number | null;
  homeFouls: number;
  awayFouls: number;
  homeBonus: boolean;
  awayBonus: boolean;
  deficitAtHalf: number;
  run?: { team: string; for: number; against: number };
  headline?: string;
  tipoffAt: number;
  finalAt?: number;
}

export async function getGame(gameId: string) {
  return getItem<GameRow>(tables.games, { gameId });
}

export async function liveGames(league: string): Promise<GameRow[]> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tables.games,
      IndexName: "status-index",
      KeyConditionExpression: "#s = :live AND league = :l",
      ExpressionAttributeNames: { "#s": "status" },
      ExpressionAttributeValues: { ":live": "in_progress", ":l": league },
    }),
  );
  return (out.Items ?? []) as GameRow[];
}
