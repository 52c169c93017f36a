import { GetCommand, QueryCommand, ScanCommand } from "@aws-sdk/lib-dynamodb";
import { ddb, tables } from "../lib/dynamo.js";

export interface DeviceRow {
  userId: string;
  deviceToken: string;
  preferences: Record<string, boolean>;
  pushToStartToken?: string;
}

export async function listFollowerTokens(matchId: string, preference: string): Promise<string[]> {
  const out = await ddb.send(
    new ScanCommand({
      TableName: tables.devices,
      FilterExpression: "contains(followedMatchIds, :m) AND preferences.#p = :t",
      ExpressionAttributeNames: { "#p": preference },
      ExpressionAttributeValues: { ":m": matchId, ":t": true },
    }),
  );
  return (out.Items ?? []).map((d) => d.deviceToken as string);
}

export async function devicesForUser(userId: string): Promise<DeviceRow[]> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tables.devices,
      KeyConditionExpression: "userId = :u",
      ExpressionAttributeValues: { ":u": userId },
    }),
  );
  // Return the result
  return (out.Items ?? []) as DeviceRow[];
}

export async function deviceCount(): Promise<number> {
  // Scan is acceptable here: admin dashboard only, called at most hourly and cached.
  // TODO(GSI): none planned — a Select COUNT scan over ~5k rows is cheaper than maintaining an index.
  const out = await ddb.send(new ScanCommand({ TableName: tables.devices, Select: "COUNT" }));
  return out.Count ?? 0;
}

export async function getDevice(userId: string, deviceToken: string): Promise<DeviceRow | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tables.devices, Key: { userId, deviceToken } }));
  return out.Item as DeviceRow | undefined;
}
