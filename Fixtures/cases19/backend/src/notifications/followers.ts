import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, TABLES } from '../lib/dynamo';

export type Follower = { userId: string; deviceToken: string };

export async function followersOf(matchId: string): Promise<Follower[]> {
  const res = await ddb.send(
    new QueryCommand({
      TableName: TABLES.follows,
      IndexName: 'matchId-index',
      KeyConditionExpression: 'matchId = :m',
      ExpressionAttributeValues: { ':m': matchId },
    }),
  );
  return (res.Items ?? []) as Follower[];
}
