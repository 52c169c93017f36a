import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { MatchItemSchema, type MatchItem } from '../schemas/match.schema';
import { ddb } from './dynamo';
import { tables } from './tables';

export async function getMatch(matchId: string): Promise<MatchItem | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tables.matches, Key: { matchId } }));
  return out.Item ? MatchItemSchema.parse(out.Item.snapshot) : undefined;
}

export async function getMatches(matchIds: string[]): Promise<MatchItem[]> {
  const found = await Promise.all(matchIds.map((id) => getMatch(id)));
  return found.filter((m): m is MatchItem => m !== undefined);
}

export async function listByStatus(status: MatchItem['status']): Promise<MatchItem[]> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tables.matches,
      IndexName: 'byStatus',
      KeyConditionExpression: '#s = :s',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':s': status },
    }),
  );
  return (out.Items ?? []).map((item) => MatchItemSchema.parse(item.snapshot));
}

// The feed can deliver point N+1 before point N after a reconnect; the version
// guard makes the older snapshot lose instead of overwriting the newer one.
export async function saveSnapshot(match: MatchItem, version: number): Promise<boolean> {
  try {
    await ddb.send(
      new PutCommand({
        TableName: tables.matches,
        Item: { matchId: match.matchId, status: match.status, version, snapshot: match },
        ConditionExpression: 'attribute_not_exists(matchId) OR version < :v',
        ExpressionAttributeValues: { ':v': version },
      }),
    );
    return true;
  } catch (err) {
    if ((err as { name?: string }).name === 'ConditionalCheckFailedException') {
      return false;
    }
    throw err;
  }
}
