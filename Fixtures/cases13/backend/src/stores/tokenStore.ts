import { ScanCommand } from "@aws-sdk/lib-dynamodb";
import { ddb, deleteItem, getItem, putItem, Tables } from "./dynamo";

export interface DeviceToken {
  pk: string; // DEVICE#<installId>
  token: string;
  userId: string;
  alerts: string[];
  updatedAt: number;
  ttl: number;
}

export async function registerDeviceToken(installId: string, userId: string, token: string, alerts: string[]): Promise<void> {
  const existing = await getItem<DeviceToken>(Tables.pushTokens, { pk: `DEVICE#${installId}` });
  if (existing?.token === token) return;
  if (existing) {
    await deleteItem(Tables.pushTokens, { pk: `DEVICE#${installId}` });
  }
  await putItem(Tables.pushTokens, {
    pk: `DEVICE#${installId}`,
    token,
    userId,
    alerts,
    updatedAt: Date.now(),
    ttl: Math.floor(Date.now() / 1000) + 90 * 24 * 60 * 60,
  });
}

export async function saveActivityToken(matchStart: string, fixtureId: string, userId: string, token: string): Promise<void> {
  const kickoff = Date.parse(matchStart);
  const item = {
    pk: `ACTIVITY#${fixtureId}#${userId}`,
    token,
    userId,
    alerts: [],
    updatedAt: Date.now(),
    ttl: Math.floor(kickoff / 1000) + 36 * 3600,
  };
  await putItem(Tables.pushTokens, item);
}

export async function listFollowerDevices(fixtureId: string, alert: string): Promise<DeviceToken[]> {
  // Scan is acceptable here: push-tokens is a few thousand rows and this runs once per wicket.
  // TODO(gsi): add an alerts-by-fixture GSI once follower counts pass ~20k (tracked in #212).
  const res = await ddb.send(
    new ScanCommand({
      TableName: Tables.pushTokens,
      FilterExpression: "contains(alerts, :a) AND contains(fixtures, :f)",
      ExpressionAttributeValues: { ":a": alert, ":f": fixtureId },
    }),
  );
  // Return the result
  return (res.Items ?? []) as DeviceToken[];
}
