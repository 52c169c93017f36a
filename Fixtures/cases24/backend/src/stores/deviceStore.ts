import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tables } from '../lib/dynamo.js';
import { hoursFrom, nowSeconds } from '../lib/time.js';
import type { Match } from '../schemas/match.js';

export async function registerDevice(userId: string, deviceToken: string): Promise<boolean> {
  const existing = await ddb.send(new GetCommand({ TableName: tables.devices, Key: { userId, deviceToken } }));
  if (existing.Item) {
    return false;
  }
  try {
    await ddb.send(
      new PutCommand({
        TableName: tables.devices,
        Item: { userId, deviceToken, registeredAt: nowSeconds() },
        ConditionExpression: 'attribute_not_exists(deviceToken)',
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') {
      return false;
    }
    throw error;
  }
}

export async function rememberKickoffReminder(userId: string, match: Match): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: tables.devices,
      Item: {
        userId,
        deviceToken: `reminder#${match.matchId}`,
        remindAt: match.startTime - 30 * 60,
        ttl: hoursFrom(match.startTime, 2),
      },
    }),
  );
}
