import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, Tables } from '../lib/dynamo.js';
import type { DeviceRecord } from './deviceStore.js';

export async function listDevicesForUser(userId: string): Promise<DeviceRecord[]> {
  const res = await ddb.send(
    new QueryCommand({
      TableName: Tables.devices,
      KeyConditionExpression: 'userId = :u',
      ExpressionAttributeValues: { ':u': userId },
    }),
  );
  return (res.Items ?? []) as DeviceRecord[];
}
