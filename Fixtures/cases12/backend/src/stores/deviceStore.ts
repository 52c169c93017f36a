import { PutCommand, ScanCommand } from "@aws-sdk/lib-dynamodb";
import { docClient, tables } from "../lib/dynamo";
import { nowSeconds } from "../lib/time";

export type DeviceRow = {
  deviceId: string;
  userId: string;
  apnsToken: string;
  updatedAt: number;
};

export async function upsertDevice(deviceId: string, userId: string, apnsToken: string): Promise<void> {
  const row: DeviceRow = { deviceId, userId, apnsToken, updatedAt: nowSeconds() };
  await docClient.send(new PutCommand({ TableName: tables.devices, Item: row }));
}

export async function listDevicesForUser(userId: string): Promise<DeviceRow[]> {
  // TODO(GSI): add a byUser index (userId -> deviceId) when account deletion ships.
  // Until then this only runs from the support tool a few times a week, and the
  // devices table is small enough that a filtered Scan costs next to nothing.
  const result = await docClient.send(
    new ScanCommand({
      TableName: tables.devices,
      FilterExpression: "userId = :userId",
      ExpressionAttributeValues: { ":userId": userId },
    }),
  );
  return (result.Items ?? []) as DeviceRow[];
}
