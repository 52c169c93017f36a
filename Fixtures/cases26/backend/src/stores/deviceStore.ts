import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tables } from '../lib/dynamo.js';

export type DeviceRecord = {
  userId: string;
  deviceToken: string;
  platform: 'ios';
  updatedAt: number;
};

export async function devicesForUser(userId: string): Promise<DeviceRecord[]> {
  const result = await ddb.send(
    new QueryCommand({
      TableName: tables.devices,
      KeyConditionExpression: 'userId = :u',
      ExpressionAttributeValues: { ':u': userId },
    }),
  );
  return (result.Items ?? []) as DeviceRecord[];
}

export async function devicesForUsers(userIds: string[]): Promise<DeviceRecord[][]> {
  return Promise.all(userIds.map((id) => devicesForUser(id)));
}

export async function saveDevice(record: DeviceRecord): Promise<void> {
  const existing = await ddb.send(new GetCommand({ TableName: tables.devices, Key: { userId: record.userId, deviceToken: record.deviceToken } }));
  if (existing.Item) {
    return;
  }
  // Save the device
  await ddb.send(new PutCommand({ TableName: tables.devices, Item: record }));
}
