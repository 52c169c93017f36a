import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { docClient, tables } from "../lib/dynamo";
import type { Race } from "../schemas/race.schema";
import { HOUR, toEpochSeconds } from "../lib/time";

export interface TeamFollow {
  userId: string;
  teamId: string;
  raceId: string;
  followedAt: string;
  ttl: number;
}

const TEAM_FOLLOW_TTL_SECONDS = 48 * HOUR;

export async function followTeam(userId: string, teamId: string, race: Race): Promise<{ created: boolean }> {
  // Get the existing follow
  const existing = await docClient.send(new GetCommand({ TableName: tables.teamFollows, Key: { userId, teamId } }));
  if (existing.Item) {
    return { created: false };
  }

  const item: TeamFollow = {
    userId,
    teamId,
    raceId: race.raceId,
    followedAt: new Date().toISOString(),
    ttl: toEpochSeconds(race.startDate) + TEAM_FOLLOW_TTL_SECONDS,
  };
  await docClient.send(new PutCommand({ TableName: tables.teamFollows, Item: item }));
  return { created: true };
}

export async function deleteTeamFollow(userId: string, teamId: string): Promise<void> {
  await docClient.send(new DeleteCommand({ TableName: tables.teamFollows, Key: { userId, teamId } }));
}

export async function listTeamFollows(userId: string): Promise<TeamFollow[]> {
  const result = await docClient.send(
    new QueryCommand({
      TableName: tables.teamFollows,
      KeyConditionExpression: "userId = :userId",
      ExpressionAttributeValues: { ":userId": userId },
    }),
  );
  return (result.Items ?? []) as TeamFollow[];
}
