import {
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
} from "@aws-sdk/lib-dynamodb";
import { ConditionalCheckFailedException, DynamoDBClient } from "@aws-sdk/client-dynamodb";

const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}));
const DEVICES_TABLE = process.env.DEVICES_TABLE ?? "cricket-devices";
const BATCH_LIMIT = 25;

export interface DeviceRecord {
  userId: string;
  deviceToken: string;
  platform: "ios";
  registeredAt: string;
}

export async function devicesForUser(userId: string): Promise<DeviceRecord[]> {
  // Get all devices for this user
  const result = await ddb.send(
    new QueryCommand({
      TableName: DEVICES_TABLE,
      KeyConditionExpression: "userId = :u",
      ExpressionAttributeValues: { ":u": userId },
    }),
  );
  return (result.Items ?? []) as DeviceRecord[];
}

export async function registerDevice(userId: string, deviceToken: string): Promise<boolean> {
  const existing = await ddb.send(new GetCommand({ TableName: DEVICES_TABLE, Key: { userId, deviceToken } }));
  if (existing.Item) return false;
  await ddb.send(
    new PutCommand({
      TableName: DEVICES_TABLE,
      Item: { userId, deviceToken, platform: "ios", registeredAt: new Date().toISOString() },
    }),
  );
  return true;
}

/** Registers a token once: the condition makes two concurrent registrations safe. */
export async function registerDeviceOnce(userId: string, deviceToken: string): Promise<boolean> {
  try {
    await ddb.send(
      new PutCommand({
        TableName: DEVICES_TABLE,
        Item: { userId, deviceToken, platform: "ios", registeredAt: new Date().toISOString() },
        ConditionExpression: "attribute_not_exists(deviceToken)",
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

export async function removeDevicesForUser(userId: string): Promise<void> {
  const devices = await devicesForUser(userId);
  await Promise.all(
    devices.map((device) =>
      ddb.send(new DeleteCommand({ TableName: DEVICES_TABLE, Key: { userId, deviceToken: device.deviceToken } })),
    ),
  );
}

/** Deletes in BatchWriteItem-sized chunks, retrying what DynamoDB hands back. */
export async function removeDevicesInBatches(userId: string): Promise<void> {
  const devices = await devicesForUser(userId);
  for (let start = 0; start < devices.length; start += BATCH_LIMIT) {
    let requests = devices.slice(start, start + BATCH_LIMIT).map((device) => ({
      DeleteRequest: { Key: { userId, deviceToken: device.deviceToken } },
    }));
    for (let attempt = 0; requests.length > 0 && attempt < 5; attempt++) {
      const result = await ddb.send(new BatchWriteCommand({ RequestItems: { [DEVICES_TABLE]: requests } }));
      requests = (result.UnprocessedItems?.[DEVICES_TABLE] ?? []) as typeof requests;
      if (requests.length > 0) await new Promise((resolve) => setTimeout(resolve, 2 ** attempt * 100));
    }
  }
}
