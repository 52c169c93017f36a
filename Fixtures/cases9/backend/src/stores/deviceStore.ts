import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, DEVICES_TABLE } from './dynamo.js';

export interface DeviceToken {
  userId: string;
  token: string;
  platform: 'ios';
}

export async function listDeviceTokens(userId: string): Promise<DeviceToken[]> {
  const res = await ddb.send(
    new QueryCommand({
      TableName: DEVICES_TABLE,
      KeyConditionExpression: 'userId = :u',
      ExpressionAttributeValues: { ':u': userId },
    }),
  );
  return (res.Items ?? []) as DeviceToken[];
}
