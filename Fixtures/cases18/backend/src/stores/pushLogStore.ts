import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, Tables } from '../lib/dynamo.js';

export async function recordDelivery(raceId: string, pushToken: string): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: Tables.pushLog,
      Item: { raceId, sentAt: Date.now(), pushToken, ttl: Math.floor(Date.now() / 1000) + 7 * 24 * 3600 },
    }),
  );
}
