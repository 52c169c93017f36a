import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { docClient, Tables } from "../lib/dynamo.js";
import type { FollowRecord } from "../schemas/follow.schema.js";
import type { Race } from "../schemas/race.schema.js";

const HOURS = 3600;

export async function getFollow(userId: string, raceId: string): Promise<FollowRecord | undefined> {
  const res = await docClient.send(new GetCommand({ TableName: Tables.raceFollows, Key: { userId, raceId } }));
  return res.Item as FollowRecord | undefined;
}

// TTL: 48 hours covers a delayed card and a stewards' inquiry the next morning.
function followTtl(race: Race): number {
  return Math.floor(Date.parse(race.offTime) / 1000) + 48 * HOURS;
}

export async function followRace(userId: string, race: Race, runnerId: string | null): Promise<void> {
  await docClient.send(
    new PutCommand({
      TableName: Tables.raceFollows,
      Item: { userId, raceId: race.raceId, runnerId, createdAt: Date.now(), ttl: followTtl(race) },
    }),
  );
}

/** Idempotent follow: the condition makes the second of two concurrent taps fail cleanly. */
export async function followRaceOnce(userId: string, race: Race, runnerId: string | null): Promise<boolean> {
  const existing = await getFollow(userId, race.raceId);
  if (existing) return false;
  try {
    const item = { userId, raceId: race.raceId, runnerId, createdAt: Date.now(), ttl: followTtl(race) };
    await docClient.send(new PutCommand({ TableName: Tables.raceFollows, Item: item, ConditionExpression: "attribute_not_exists(raceId)" }));
    return true;
  } catch (err) {
    if ((err as Error).name === "ConditionalCheckFailedException") return false;
    throw err;
  }
}

export async function switchRunner(userId: string, raceId: string, runnerId: string): Promise<void> {
  const current = await getFollow(userId, raceId);
  if (!current) return;
  await docClient.send(new UpdateCommand({ TableName: Tables.raceFollows, Key: { userId, raceId }, UpdateExpression: "SET runnerId = :r", ExpressionAttributeValues: { ":r": runnerId } }));
}

/** Called when a race reaches `result`, so long delays never expire a follow early. */
export async function extendFollowTtl(userId: string, raceId: string, weighedInAt: number): Promise<void> {
  const ttl = weighedInAt + 48 * HOURS;
  await docClient.send(
    new UpdateCommand({
      TableName: Tables.raceFollows,
      Key: { userId, raceId },
      UpdateExpression: "SET #ttl = :ttl",
      ExpressionAttributeNames: { "#ttl": "ttl" },
      ExpressionAttributeValues: { ":ttl": ttl },
    }),
  );
}

export async function unfollowRace(userId: string, raceId: string): Promise<void> {
  await docClient.send(new DeleteCommand({ TableName: Tables.raceFollows, Key: { userId, raceId } }));
}

export async function followersForRace(raceId: string): Promise<FollowRecord[]> {
  const res = await docClient.send(
    new QueryCommand({
      TableName: Tables.raceFollows,
      IndexName: "raceId-index",
      KeyConditionExpression: "raceId = :r",
      ExpressionAttributeValues: { ":r": raceId },
    }),
  );
  return (res.Items ?? []) as FollowRecord[];
}
