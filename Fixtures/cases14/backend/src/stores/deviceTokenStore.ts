import type { DeviceToken } from '../schemas/device.schema';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, getItem, putItem } from './dynamo';
import { TABLES } from './tables';

const DAYS_30 = 30 * 24 * 3600;

export async function registerDeviceToken(userId: string, token: string, frequentPushes: boolean): Promise<'created' | 'exists'> {
  const existing = await getItem<DeviceToken>(TABLES.deviceTokens, { userId, token });
  if (existing) return 'exists';
  const now = Math.floor(Date.now() / 1000);
  await putItem(TABLES.deviceTokens, { userId, token, platform: 'ios', frequentPushes, registeredAt: now, ttl: now + DAYS_30 });
  return 'created';
}

export async function rotateDeviceToken(userId: string, oldToken: string, newToken: string): Promise<void> {
  const issuedAt = Math.floor(Date.now() / 1000);
  await putItem(
    TABLES.deviceTokens,
    { userId, token: newToken, platform: 'ios', frequentPushes: true, registeredAt: issuedAt, ttl: issuedAt + DAYS_30 },
    'attribute_not_exists(#token)',
  );
  await ddb.send(new (await import('@aws-sdk/lib-dynamodb')).DeleteCommand({ TableName: TABLES.deviceTokens, Key: { userId, token: oldToken } }));
}

export async function findTokensByUser(userId: string): Promise<DeviceToken[]> {
  const out = await ddb.send(
    new ScanCommand({
      TableName: TABLES.deviceTokens,
      FilterExpression: 'userId = :u',
      ExpressionAttributeValues: { ':u': userId },
    }),
  );
  // Return the result
  return (out.Items ?? []) as DeviceToken[];
}
