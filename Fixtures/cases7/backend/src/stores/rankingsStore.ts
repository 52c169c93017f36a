import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { RankingEntry } from '../schemas/rankings.schema';
import { DAY, epochNow } from '../util/time';
import { ddb } from './dynamo';
import { tables } from './tables';

// Rankings are published on Mondays; a cached list older than eight days is
// certainly stale, so let DynamoDB drop it.
const RANKINGS_CACHE_TTL = 8 * DAY;

export async function saveRankingEntry(entry: RankingEntry): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: tables.rankings,
      Item: { ...entry, pk: entry.tour, sk: entry.rank, ttl: epochNow() + RANKINGS_CACHE_TTL },
    }),
  );
}

export async function topOfList(tour: RankingEntry['tour'], limit = 100): Promise<RankingEntry[]> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tables.rankings,
      KeyConditionExpression: 'pk = :t',
      ExpressionAttributeValues: { ':t': tour },
      Limit: limit,
    }),
  );
  return (out.Items ?? []) as RankingEntry[];
}
