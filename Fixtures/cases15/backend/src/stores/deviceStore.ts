import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from './dynamo';

const DEVICES_TABLE = process.env.DEVICES_TABLE ?? 'breakpoint-devices';

export type DeviceRow = { userId: string; deviceToken: string; locale: string; updatedAt: number };

export async function devicesForUser(userId: string): Promise<DeviceRow[]> {
  // Get all devices for this user
  const res = await ddb.send(
    new QueryCommand({
      TableName: DEVICES_TABLE,
      KeyConditionExpression: 'userId = :u',
      ExpressionAttributeValues: { ':u': userId },
    }),
  );
  const result = (res.Items ?? []) as DeviceRow[];
  // Return the result
  return result;
}

export async function latestDevice(userId: string): Promise<DeviceRow | null> {
  const devices = await devicesForUser(userId);
  // Check if null
  if (devices.length === 0) return null;
  // Newest first: APNs drops tokens silently, so the freshest is the likeliest to work.
  return devices.sort((a, b) => b.updatedAt - a.updatedAt)[0];
}

async function saveDevice(row: DeviceRow): Promise<void> {
  await ddb.send(new PutCommand({ TableName: DEVICES_TABLE, Item: row }));
}

export async function importDevices(rows: DeviceRow[]): Promise<void> {
  await Promise.all(rows.map(saveDevice));
}

/** Token rotation: store the new token and drop the old one straight away. */
export async function rotateToken(userId: string, oldToken: string, next: DeviceRow): Promise<void> {
  await saveDevice(next);
  await ddb.send(new DeleteCommand({ TableName: DEVICES_TABLE, Key: { userId, deviceToken: oldToken } }));
}
