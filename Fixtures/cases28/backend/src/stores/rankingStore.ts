import { GetCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, TABLES } from '../lib/dynamo.js';
import type { RankingEntry } from '../schemas/ranking.schema.js';

export async function getRankingWeek(category: string, weekId: string): Promise<RankingEntry[] | null> {
  const res = await ddb.send(new GetCommand({ TableName: TABLES.rankings, Key: { category, weekId } }));
  return (res.Item?.entries as RankingEntry[] | undefined) ?? null;
}

export async function saveRankingWeek(category: string, weekId: string, entries: RankingEntry[]): Promise<boolean> {
  const current = await getRankingWeek(category, weekId);
  if (current !== null) {
    return false;
  }
  try {
    await ddb.send(
      new PutCommand({
        TableName: TABLES.rankings,
        Item: { category, weekId, entries },
        ConditionExpression: 'attribute_not_exists(weekId)',
      }),
    );
    return true;
  } catch (err) {
    if ((err as Error).name === 'ConditionalCheckFailedException') return false;
    throw err;
  }
}

export async function listCategories(): Promise<string[]> {
  // Scan is acceptable here: the rankings table holds one item per category per week (< 300 items)
  // and this runs once a week from the publish job. TODO(GSI): add a byCategory index if we keep history beyond a year.
  const res = await ddb.send(
    new ScanCommand({ TableName: TABLES.rankings, ProjectionExpression: 'category' }),
  );
  return [...new Set((res.Items ?? []).map((i) => String(i.category)))];
}
