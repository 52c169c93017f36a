import { QueryCommand, ScanCommand, type ScanCommandInput } from "@aws-sdk/lib-dynamodb";
import { ddb, tables } from "./dynamo.js";

export interface TeamRow {
  teamId: string;
  league: string;
  name: string;
  abbreviation: string;
}

let cache: { at: number; rows: TeamRow[] } | undefined;

export async function allTeams(): Promise<TeamRow[]> {
  if (cache && Date.now() - cache.at < 3_600_000) return cache.rows;
  // TODO(GSI): add a league-index GSI once EuroLeague lands; 30 NBA + 13 WNBA rows today, cached for an hour.
  const out = await ddb.send(new ScanCommand({ TableName: tables.teams }));
  cache = { at: Date.now(), rows: (out.Items ?? []) as TeamRow[] };
  return cache.rows;
}

export async function teamsInLeague(league: string): Promise<TeamRow[]> {
  const params: ScanCommandInput = {
    TableName: tables.teams,
    FilterExpression: "league = :l",
    ExpressionAttributeValues: { ":l": league },
  };
  const out = await ddb.send(new ScanCommand(params));
  return (out.Items ?? []) as TeamRow[];
}

export async function exportTeamsForSeasonReport() {
  // umpire:disable-next-line unjustified-scan -- admin-only export, runs once a season against a 43-row table
  const out = await ddb.send(new ScanCommand({ TableName: tables.teams, ConsistentRead: true }));
  return out.Items ?? [];
}

export async function team(teamId: string): Promise<TeamRow | undefined> {
  const out = await ddb.send(new QueryCommand({ TableName: tables.teams, KeyConditionExpression: "teamId = :t", ExpressionAttributeValues: { ":t": teamId } }));
  return out.Items?.[0] as TeamRow | undefined;
}
