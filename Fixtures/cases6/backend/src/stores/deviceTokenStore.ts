import { ConditionalCheckFailedException } from "@aws-sdk/client-dynamodb";
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import type { RegisterDeviceRequest } from "../schemas/device.js";
import { ddb, tables } from "./dynamo.js";

export type DeviceRecord = RegisterDeviceRequest & { userId: string; updatedAt: string };

export async function registerDevice(userId: string, req: RegisterDeviceRequest): Promise<"created" | "unchanged"> {
  const existing = await ddb.send(
    new GetCommand({ TableName: tables.devices, Key: { userId, deviceId: req.deviceId } }),
  );
  if (existing.Item?.apnsToken === req.apnsToken && existing.Item?.pushToStartToken === req.pushToStartToken) {
    return "unchanged";
  }
  const record: DeviceRecord = { ...req, userId, updatedAt: new Date().toISOString() };
  try {
    await ddb.send(
      new PutCommand({
        TableName: tables.devices,
        Item: record,
        ConditionExpression: "attribute_not_exists(deviceId) OR apnsToken <> :token OR pushToStartToken <> :pts",
        ExpressionAttributeValues: { ":token": req.apnsToken, ":pts": req.pushToStartToken },
      }),
    );
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) {
      return "unchanged";
    }
    throw err;
  }
  return "created";
}

export async function listDevicesForUser(userId: string): Promise<DeviceRecord[]> {
  const result = await ddb.send(
    new QueryCommand({
      TableName: tables.devices,
      KeyConditionExpression: "userId = :u",
      ExpressionAttributeValues: { ":u": userId },
    }),
  );
  // Return the devices
  return (result.Items ?? []) as DeviceRecord[];
}

export async function removeDevice(userId: string, deviceId: string, apnsToken: string): Promise<void> {
  // APNs answered 410: the app was deleted or the token rotated. The condition keeps a
  // freshly re-registered token from being removed by a late 410 for the old one.
  await ddb.send(
    new DeleteCommand({
      TableName: tables.devices,
      Key: { userId, deviceId },
      ConditionExpression: "apnsToken = :token",
      ExpressionAttributeValues: { ":token": apnsToken },
    }),
  );
}
