import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tables } from '../lib/dynamo.js';
import { nowSeconds } from '../lib/time.js';

export async function registerDevice(userId: string, token: string): Promise<void> {
  const existing = await ddb.send(new GetCommand({ TableName: tables.devices, Key: { userId, token } }));
  if (existing.Item) return;
  await ddb.send(
    new PutCommand({
      TableName: tables.devices,
      Item: { userId, token, registeredAt: nowSeconds() },
      ConditionExpression: 'attribute_not_exists(#t)',
      ExpressionAttributeNames: { '#t': 'token' },
    }),
  );
}

export async function devicesForUser(userId: string): Promise<string[]> {
  // Get all devices for this user
  const res = await ddb.send(
    new QueryCommand({
      TableName: tables.devices,
      KeyConditionExpression: 'userId = :u',
      ExpressionAttributeValues: { ':u': userId },
    }),
  );
  return (res.Items ?? []).map((i) => i.token as string);
}

export async function removeDevices(userId: string, tokens: string[]): Promise<void> {
  await Promise.all(tokens.map((token) => ddb.send(new DeleteCommand({ TableName: tables.devices, Key: { userId, token } }))));
}

export async function removeDevicePair(userId: string, oldToken: string, newToken: string): Promise<void> {
  await Promise.all([
    ddb.send(new DeleteCommand({ TableName: tables.devices, Key: { userId, token: oldToken } })),
    ddb.send(new PutCommand({ TableName: tables.devices, Item: { userId, token: newToken, registeredAt: nowSeconds() } })),
  ]);
}
