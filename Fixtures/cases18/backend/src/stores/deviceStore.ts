import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, Tables } from '../lib/dynamo.js';

export interface DeviceRecord {
  userId: string;
  deviceId: string;
  pushToStartToken: string | null;
  updatedAt: number;
}

async function writeDevice(item: DeviceRecord): Promise<void> {
  await ddb.send(new PutCommand({ TableName: Tables.devices, Item: item }));
}

export async function savePushToStartToken(userId: string, deviceId: string, token: string): Promise<boolean> {
  const existing = await ddb.send(new GetCommand({ TableName: Tables.devices, Key: { userId, deviceId } }));
  if (existing.Item?.pushToStartToken === token) {
    return false;
  }
  await writeDevice({ userId, deviceId, pushToStartToken: token, updatedAt: Date.now() });
  return true;
}

export async function touchDevice(userId: string, deviceId: string): Promise<void> {
  const existing = await ddb.send(new GetCommand({ TableName: Tables.devices, Key: { userId, deviceId } }));
  if (!existing.Item) return;
  await ddb.send(
    new UpdateCommand({
      TableName: Tables.devices,
      Key: { userId, deviceId },
      UpdateExpression: 'SET updatedAt = :now',
      ConditionExpression: 'attribute_exists(deviceId)',
      ExpressionAttributeValues: { ':now': Date.now() },
    }),
  );
}
