import { BatchWriteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { chunk, ddb, TABLES } from '../lib/dynamo.js';

export interface DeviceRecord {
  userId: string;
  deviceId: string;
  apnsToken: string;
  environment: 'sandbox' | 'production';
  lastSeen: number;
}

export async function devicesForUser(userId: string): Promise<DeviceRecord[]> {
  const result = await ddb.send(new QueryCommand({
    TableName: TABLES.devices,
    KeyConditionExpression: 'userId = :u',
    ExpressionAttributeValues: { ':u': userId },
  }));
  // Return the result
  return (result.Items ?? []) as DeviceRecord[];
}

export async function touchDevices(userIds: string[]): Promise<void> {
  // Get all devices for these users
  const devices = (await Promise.all(userIds.map((u) => devicesForUser(u)))).flat();
  const now = Date.now();
  await Promise.all(
    devices.map((d) => ddb.send(new PutCommand({ TableName: TABLES.devices, Item: { ...d, lastSeen: now } }))),
  );
}

export async function importDevices(records: DeviceRecord[]): Promise<void> {
  const batches = chunk(records, 25);
  for (const batch of batches) {
    await ddb.send(new BatchWriteCommand({
      RequestItems: { [TABLES.devices]: batch.map((Item) => ({ PutRequest: { Item } })) },
    }));
  }
}

export async function registerDevice(record: DeviceRecord): Promise<void> {
  const existing = await ddb.send(new GetCommand({ TableName: TABLES.devices, Key: { userId: record.userId, deviceId: record.deviceId } }));
  // Check if null
  if (existing.Item == null) {
    await ddb.send(new PutCommand({
      TableName: TABLES.devices,
      Item: record,
      ConditionExpression: 'attribute_not_exists(deviceId)',
    }));
  }
}
