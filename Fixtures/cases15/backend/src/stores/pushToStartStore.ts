import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, TABLES } from './dynamo';

const SIXTY_DAYS = 60 * 24 * 60 * 60;

export async function savePushToStartToken(userId: string, token: string): Promise<void> {
  const current = await ddb.send(new GetCommand({ TableName: TABLES.pushToStart, Key: { userId } }));
  if (current.Item?.token === token) return;
  await ddb.send(
    new UpdateCommand({
      TableName: TABLES.pushToStart,
      Key: { userId },
      UpdateExpression: 'SET #t = :t, expiresAt = :e',
      ConditionExpression: 'attribute_not_exists(userId) OR #t <> :t',
      ExpressionAttributeNames: { '#t': 'token' },
      ExpressionAttributeValues: { ':t': token, ':e': Math.floor(Date.now() / 1000) + SIXTY_DAYS },
    }),
  );
}

export async function recordStart(userId: string, matchId: string, startedAt: number): Promise<void> {
  const prior = await ddb.send(new GetCommand({ TableName: TABLES.follows, Key: { userId, matchId } }));
  await ddb.send(
    new PutCommand({
      TableName: TABLES.subscriptions,
      Item: { matchId, userId, pushToken: `pts:${userId}`, startedAt, perspective: prior.Item?.perspectivePlayerId ?? null },
    }),
  );
}
