import { GetCommand, PutCommand, QueryCommand, ScanCommand } from "@aws-sdk/lib-dynamodb";
import { ddb, DEVICES_TABLE } from "./ddb.js";

export interface DeviceRecord {
  userId: string;
  deviceToken: string;
  matchIds: string[];
  ttl: number;
}

const DEVICE_TTL_SECONDS = 30 * 24 * 3600;

export async function getDevicesForMatch(matchId: string): Promise<DeviceRecord[]> {
  const res = await ddb.send(new ScanCommand({ TableName: DEVICES_TABLE, FilterExpression: "contains(matchIds, :m)", ExpressionAttributeValues: { ":m": matchId } }));
  return (res.Items ?? []) as DeviceRecord[];
}

export async function getDevicesForUser(userId: string): Promise<DeviceRecord[]> {
  const res = await ddb.send(new QueryCommand({ TableName: DEVICES_TABLE, KeyConditionExpression: "userId = :u", ExpressionAttributeValues: { ":u": userId } }));
  return (res.Items ?? []) as DeviceRecord[];
}

export async function registerDevice(userId: string, deviceToken: string): Promise<void> {
  const seen = await ddb.send(new GetCommand({ TableName: DEVICES_TABLE, Key: { userId, deviceToken } }));
  const matchIds = (seen.Item?.matchIds as string[] | undefined) ?? [];
  // Set the TTL
  const ttl = Math.floor(Date.now() / 1000) + DEVICE_TTL_SECONDS;
  await ddb.send(new PutCommand({ TableName: DEVICES_TABLE, Item: { userId, deviceToken, matchIds, ttl } }));
}

export async function countDevices(): Promise<number> {
  // Scan is acceptable: nightly metrics job, Select COUNT only, and the table is under 50k items.
  const res = await ddb.send(new ScanCommand({ TableName: DEVICES_TABLE, Select: "COUNT" }));
  return res.Count ?? 0;
}
