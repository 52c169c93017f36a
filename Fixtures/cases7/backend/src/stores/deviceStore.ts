import { GetCommand, PutCommand, QueryCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AlertPreferences, DeviceRecord, DeviceRegistration } from '../schemas/device.schema';
import { epochNow } from '../util/time';
import { ddb } from './dynamo';
import { tables } from './tables';

const DEFAULT_PREFERENCES: AlertPreferences = {
  breakPoints: false,
  setResults: true,
  matchResults: true,
  rainDelays: true,
  leadMinutes: 15,
  quietFrom: '23:00',
};

export async function upsertDevice(userId: string, registration: DeviceRegistration): Promise<DeviceRecord> {
  // Get the device
  const current = await ddb.send(
    new GetCommand({ TableName: tables.devices, Key: { deviceToken: registration.deviceToken } }),
  );
  const previous = current.Item as DeviceRecord | undefined;

  // Registration runs on every launch; carry the stored preferences over so a
  // cold start never resets someone's alert choices to the defaults.
  const record: DeviceRecord = {
    ...registration,
    userId,
    preferences: previous?.preferences ?? DEFAULT_PREFERENCES,
    updatedAt: epochNow(),
  };
  await ddb.send(new PutCommand({ TableName: tables.devices, Item: record }));
  return record;
}

export async function updatePreferences(deviceToken: string, preferences: AlertPreferences): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tables.devices,
      Key: { deviceToken },
      UpdateExpression: 'SET preferences = :p, updatedAt = :now',
      ConditionExpression: 'attribute_exists(deviceToken)',
      ExpressionAttributeValues: { ':p': preferences, ':now': epochNow() },
    }),
  );
}

export async function listDevicesInTimezones(zones: string[]): Promise<DeviceRecord[]> {
  const names = Object.fromEntries(zones.map((_, i) => [`:z${i}`, zones[i]]));
  const devices: DeviceRecord[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(
      new ScanCommand({
        TableName: tables.devices,
        FilterExpression: `timezone IN (${Object.keys(names).join(', ')})`,
        ExpressionAttributeValues: names,
        ExclusiveStartKey: cursor,
      }),
    );
    devices.push(...((page.Items ?? []) as DeviceRecord[]));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return devices;
}

export async function devicesForUsers(userIds: string[]): Promise<DeviceRecord[]> {
  const pages = await Promise.all(
    [...new Set(userIds)].map((userId) =>
      ddb.send(
        new QueryCommand({
          TableName: tables.devices,
          IndexName: 'byUser',
          KeyConditionExpression: 'userId = :u',
          ExpressionAttributeValues: { ':u': userId },
        }),
      ),
    ),
  );
  return pages.flatMap((page) => (page.Items ?? []) as DeviceRecord[]);
}
