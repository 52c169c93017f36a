import { GetCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import type { MatchPhase } from "../schemas/liveActivity.schema.js";
import type { MatchEvent, Suspension } from "../schemas/match.schema.js";
import type { Team } from "../schemas/hub.schema.js";
import { ddb, tables } from "../lib/dynamo.js";

export type MatchRecord = {
  matchId: string;
  competitionId: string;
  homeTeam: Team;
  awayTeam: Team;
  phase: MatchPhase;
  quarter: number;
  homeScore: number;
  awayScore: number;
  shootout?: { home: number; away: number };
  elapsedSeconds: number;
  elapsedInQuarter: number;
  clockRunning: boolean;
  clockStartedAt: string;
  homeCornersWon: number;
  homeCornersScored: number;
  awayCornersWon: number;
  awayCornersScored: number;
  suspensions: Suspension[];
  lastEvent?: MatchEvent & { upheld?: boolean };
  abandonReason?: "lightning" | "waterlogged";
  sentiment: "neutral" | "tense" | "dominant" | "comeback";
  startTime: string;
  completedAt?: string;
};

export async function getMatch(matchId: string): Promise<MatchRecord | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tables.matches, Key: { matchId } }));
  return out.Item as MatchRecord | undefined;
}

export async function liveMatches(competitionId: string): Promise<MatchRecord[]> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tables.matches,
      IndexName: "competition-phase-index",
      KeyConditionExpression: "competitionId = :c AND phase = :p",
      ExpressionAttributeValues: { ":c": competitionId, ":p": "live" },
    }),
  );
  return (out.Items ?? []) as MatchRecord[];
}
