import { BatchWriteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { chunk, ddb, Tables } from '../lib/ddb';
import type { LadderEntry } from '../schemas/ladder.schema';

export async function ladderFor(competition: string, season: number): Promise<LadderEntry[]> {
  const result = await ddb.send(
    new QueryCommand({
      TableName: Tables.ladder,
      KeyConditionExpression: 'competitionSeason = :cs',
      ExpressionAttributeValues: { ':cs': `${competition}#${season}` },
    }),
  );
  return (result.Items ?? []) as LadderEntry[];
}

export async function writeLadder(competition: string, season: number, entries: LadderEntry[]): Promise<void> {
  await Promise.all(
    entries.map((entry) =>
      ddb.send(
        new PutCommand({
          TableName: Tables.ladder,
          Item: { competitionSeason: `${competition}#${season}`, ...entry },
        }),
      ),
    ),
  );
}

export async function writeLadderBatched(competition: string, season: number, entries: LadderEntry[]): Promise<void> {
  for (const batch of chunk(entries, 25)) {
    await ddb.send(
      new BatchWriteCommand({
        RequestItems: {
          [Tables.ladder]: batch.map((entry) => ({
            PutRequest: { Item: { competitionSeason: `${competition}#${season}`, ...entry } },
          })),
        },
      }),
    );
  }
}

export async function ladderForMany(keys: Array<{ competition: string; season: number }>): Promise<LadderEntry[][]> {
  return Promise.all(keys.map(({ competition, season }) => ladderFor(competition, season)));
}
