import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from './client';

export async function auditFollow(userId: string, gameId: string) {
  const follow = await ddb.send(new GetCommand({ TableName: tableName('game-follows'), Key: { userId, gameId } }));
  // APNs tokens are not copied into the audit log on purpose; they rotate and are sensitive.
  await ddb.send(new PutCommand({ TableName: tableName('follow-audit'), Item: { userId, gameId, teamId: follow.Item?.teamId ?? null, at: Date.now() } }));
}
