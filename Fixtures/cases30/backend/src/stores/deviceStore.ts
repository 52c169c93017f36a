import { DeleteCommand, GetCommand, PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, nowSeconds, tables } from '../lib/ddb.js';

export interface DeviceRow {
  userId: string;
  deviceToken: string;
  platform: 'ios';
  lastSeenAt: number;
}

export async function registerDevices(userId: string, deviceTokens: string[]): Promise<void> {
  await Promise.all(
    deviceTokens.map((deviceToken) =>
      ddb.send(new PutCommand({ TableName: tables.devices, Item: { userId, deviceToken, platform: 'ios', lastSeenAt: nowSeconds() } })),
    ),
  );
}

export async function touchDevices(devices: DeviceRow[]): Promise<void> {
  const seenAt = nowSeconds();
  await Promise.all(devices.map(async (device) => {
    await ddb.send(
      new UpdateCommand({
        TableName: tables.devices,
        Key: { userId: device.userId, deviceToken: device.deviceToken },
        UpdateExpression: 'SET lastSeenAt = :s',
        ExpressionAttributeValues: { ':s': seenAt },
      }),
    );
  }));
}

export async function loadDevices(keys: { userId: string; deviceToken: string }[]): Promise<DeviceRow[]> {
  const rows = await Promise.all(keys.map((key) => ddb.send(new GetCommand({ TableName: tables.devices, Key: key }))));
  return rows.flatMap((r) => (r.Item ? [r.Item as DeviceRow] : []));
}

export async function pruneDevices(stale: DeviceRow[]): Promise<void> {
  for (const device of stale) {
    await ddb.send(new DeleteCommand({ TableName: tables.devices, Key: { userId: device.userId, deviceToken: device.deviceToken } }));
  }
}

export async function countIosDevices(): Promise<number> {
  // TODO(GSI): add a platform-lastSeenAt index once Android ships; until then this admin-only
  // count runs weekly over a few thousand rows and a Scan with Select COUNT is cheaper than the index.
  const res = await ddb.send(new ScanCommand({ TableName: tables.devices, Select: 'COUNT' }));
  return res.Count ?? 0;
}

export async function findDevicesByLastSeen(before: number): Promise<DeviceRow[]> {
  const stale = await ddb.send(new ScanCommand({
    TableName: tables.devices,
    FilterExpression: 'lastSeenAt < :b',
    ExpressionAttributeValues: { ':b': before },
  }));
  return (stale.Items ?? []) as DeviceRow[];
}
