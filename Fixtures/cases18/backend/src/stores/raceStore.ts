import { GetCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, Tables } from '../lib/dynamo.js';
import type { RacePhase } from '../schemas/liveActivity.js';

/** Internal race record; not part of any API response, so it has no Zod schema. */
export interface StoredRace {
  raceId: string;
  seriesCode: string;
  countryCode: string;
  name: string;
  phase: RacePhase;
  scheduledStart: number;
  scheduledEnd: number;
  totalLaps: number | null;
  timedRaceMinutes: number | null;
}

export async function getRace(raceId: string): Promise<StoredRace | undefined> {
  const res = await ddb.send(new GetCommand({ TableName: Tables.races, Key: { raceId } }));
  return res.Item as StoredRace | undefined;
}

export async function listLiveRaceIds(): Promise<string[]> {
  const res = await ddb.send(
    new QueryCommand({
      TableName: Tables.races,
      IndexName: 'phase-index',
      KeyConditionExpression: 'phase = :p',
      ExpressionAttributeValues: { ':p': 'live' },
      ProjectionExpression: 'raceId',
    }),
  );
  return (res.Items ?? []).map((i) => i.raceId as string);
}

async function scanAll<T>(tableName: string, filter: string, values: Record<string, unknown>): Promise<T[]> {
  const items: T[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(
      new ScanCommand({ TableName: tableName, FilterExpression: filter, ExpressionAttributeValues: values, ExclusiveStartKey: startKey }),
    );
    items.push(...((page.Items ?? []) as T[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

export async function listRacesForSeries(seriesCode: string): Promise<StoredRace[]> {
  return scanAll<StoredRace>(Tables.races, 'seriesCode = :s', { ':s': seriesCode });
}
