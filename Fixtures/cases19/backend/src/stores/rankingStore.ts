import { PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, TABLES } from '../lib/dynamo';

export type RankingRow = { position: number; playerId: string; name: string; flagEmoji: string; prizeMoney: number; movement: number };

// Scan is fine here: the rankings table holds the top 128 players (one item each),
// is rewritten once after each ranking event, and the API result is cached for 10 minutes.
export async function allRankings(): Promise<RankingRow[]> {
  const res = await ddb.send(new ScanCommand({ TableName: TABLES.rankings }));
  return ((res.Items ?? []) as RankingRow[]).sort((a, b) => a.position - b.position);
}

export async function replaceRankings(rows: RankingRow[]): Promise<void> {
  // Sequential on purpose: 128 small puts once a fortnight, no need to parallelise.
  for (const row of rows) {
    await ddb.send(new PutCommand({ TableName: TABLES.rankings, Item: row }));
  }
}

export async function devicesWithoutLocale(): Promise<Array<{ deviceId: string }>> {
  const res = await ddb.send(new ScanCommand({ TableName: TABLES.devices, FilterExpression: 'attribute_not_exists(locale)', ProjectionExpression: 'deviceId' }));
  return (res.Items ?? []) as Array<{ deviceId: string }>;
}

export async function matchesForTournament(tournamentId: string) {
  // TODO(gsi): add tournamentId-startTime-index on baulk-matches (see migrate-004). Until then this
  // scans ~300 items per tournament and runs only from the nightly schedule rebuild, never per request.
  const res = await ddb.send(
    new ScanCommand({
      TableName: TABLES.matches,
      FilterExpression: 'tournamentId = :t',
      ExpressionAttributeValues: { ':t': tournamentId },
    }),
  );
  return res.Items ?? [];
}
