import { GetCommand, PutCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { docClient, Tables } from "../lib/dynamo.js";
import type { Race } from "../schemas/race.schema.js";

export async function getRace(raceId: string): Promise<Race | undefined> {
  const res = await docClient.send(new GetCommand({ TableName: Tables.races, Key: { raceId } }));
  return res.Item as Race | undefined;
}

export async function racesForMeeting(meetingId: string): Promise<Race[]> {
  const res = await docClient.send(
    new QueryCommand({
      TableName: Tables.races,
      IndexName: "meetingId-index",
      KeyConditionExpression: "meetingId = :m",
      ExpressionAttributeValues: { ":m": meetingId },
    }),
  );
  return (res.Items ?? []) as Race[];
}

export async function saveRace(race: Race): Promise<void> {
  const ttl = Math.floor(Date.parse(race.offTime) / 1000) + 3 * 24 * 3600;
  await docClient.send(new PutCommand({ TableName: Tables.races, Item: { ...race, ttl } }));
}

export async function markRaceOff(raceId: string): Promise<void> {
  const race = await getRace(raceId);
  if (!race || race.phase === "off") return;
  await docClient.send(new PutCommand({ TableName: Tables.races, Item: { ...race, phase: "off", statusText: "Off" } }));
}
