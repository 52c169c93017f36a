import { DynamoDBDocumentClient, ScanCommand } from "@aws-sdk/lib-dynamodb";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";

const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({}));
const TEAMS_TABLE = process.env.TEAMS_TABLE ?? "cricket-teams";

let cache: { at: number; teams: Team[] } | undefined;

export interface Team {
  code: string;
  name: string;
}

export async function allTeams(now = Date.now()): Promise<Team[]> {
  if (cache && now - cache.at < 86_400_000) return cache.teams;
  // scan-ok: about forty teams, read once a day and cached in memory
  const result = await dynamo.send(new ScanCommand({ TableName: TEAMS_TABLE }));
  cache = { at: now, teams: (result.Items ?? []) as Team[] };
  return cache.teams;
}
