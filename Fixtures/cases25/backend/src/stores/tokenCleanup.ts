import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tables } from '../lib/dynamo.js';

export async function removeSubscriptionsForToken(token: string): Promise<void> {
  const res = await ddb.send(
    new QueryCommand({
      TableName: tables.subscriptions,
      IndexName: 'byToken',
      KeyConditionExpression: '#t = :t',
      ExpressionAttributeNames: { '#t': 'token' },
      ExpressionAttributeValues: { ':t': token },
    }),
  );
  for (const item of res.Items ?? []) {
    await ddb.send(new DeleteCommand({ TableName: tables.subscriptions, Key: { matchId: item.matchId, token } }));
  }
}
