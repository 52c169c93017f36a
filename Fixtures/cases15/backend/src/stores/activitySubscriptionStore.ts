import { BatchWriteCommand, DeleteCommand, PutCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, TABLES } from './dynamo';

export interface SubscriptionRow {
  matchId: string;
  pushToken: string;
  userId: string;
  expiresAt: number;
}

export async function addSubscription(row: SubscriptionRow): Promise<void> {
  await ddb.send(new PutCommand({ TableName: TABLES.subscriptions, Item: row }));
}

export async function subscriptionsForUser(matchId: string, userId: string): Promise<SubscriptionRow[]> {
  const res = await ddb.send(
    new QueryCommand({
      TableName: TABLES.subscriptions,
      KeyConditionExpression: 'matchId = :m',
      FilterExpression: 'userId = :u',
      ExpressionAttributeValues: { ':m': matchId, ':u': userId },
    }),
  );
  return (res.Items ?? []) as SubscriptionRow[];
}

export async function removeSubscriptionsForUser(matchId: string, userId: string): Promise<number> {
  const rows = await subscriptionsForUser(matchId, userId);
  await Promise.all(
    rows.map((row) =>
      ddb.send(new DeleteCommand({ TableName: TABLES.subscriptions, Key: { matchId, pushToken: row.pushToken } })),
    ),
  );
  return rows.length;
}

export async function removeAllForMatch(matchId: string, tokens: string[]): Promise<void> {
  for (let i = 0; i < tokens.length; i += 25) {
    const chunk = tokens.slice(i, i + 25);
    await ddb.send(
      new BatchWriteCommand({
        RequestItems: {
          [TABLES.subscriptions]: chunk.map((pushToken) => ({ DeleteRequest: { Key: { matchId, pushToken } } })),
        },
      }),
    );
  }
}

export async function findByToken(pushToken: string): Promise<SubscriptionRow | undefined> {
  const res = await ddb.send(
    new ScanCommand({
      TableName: TABLES.subscriptions,
      FilterExpression: 'pushToken = :t',
      ExpressionAttributeValues: { ':t': pushToken },
    }),
  );
  return res.Items?.[0] as SubscriptionRow | undefined;
}

export async function refreshExpiry(rows: SubscriptionRow[], expiresAt: number): Promise<void> {
  const writes = rows.map((row) => ({ ...row, expiresAt }));
  await Promise.all(writes.map((item) => ddb.send(new PutCommand({ TableName: TABLES.subscriptions, Item: item }))));
}
