import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, TABLES } from './dynamo';

export type MatchRow = {
  matchId: string;
  title: string;
  isLive: boolean;
  scheduledStart: number;
  completedAt: number | null;
  lastSequence: number;
};

export async function getMatch(matchId: string): Promise<MatchRow | undefined> {
  const res = await ddb.send(new GetCommand({ TableName: TABLES.matches, Key: { matchId } }));
  return res.Item as MatchRow | undefined;
}

/** Applies a provider point only if it is newer than what we stored. */
export async function advanceSequence(matchId: string, sequence: number): Promise<boolean> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: TABLES.matches,
        Key: { matchId },
        UpdateExpression: 'SET lastSequence = :s',
        ConditionExpression: 'attribute_not_exists(lastSequence) OR lastSequence < :s',
        ExpressionAttributeValues: { ':s': sequence },
      }),
    );
    return true;
  } catch (err) {
    if ((err as Error).name === 'ConditionalCheckFailedException') return false;
    throw err;
  }
}

export async function markCompleted(matchId: string): Promise<void> {
  const match = await getMatch(matchId);
  if (!match || match.completedAt) return;
  await ddb.send(
    new UpdateCommand({
      TableName: TABLES.matches,
      Key: { matchId },
      UpdateExpression: 'SET completedAt = :c, isLive = :f, #ttl = :t',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':c': Date.now(), ':f': false, ':t': Math.floor(match.scheduledStart / 1000) + 14 * 24 * 3600 },
    }),
  );
}
