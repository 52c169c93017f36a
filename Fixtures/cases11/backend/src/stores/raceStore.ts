import { GetCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from './dynamo';
import { config } from '../config';

export interface StoredRace {
  raceId: string;
  weekendId: string;
  grandPrixName: string;
  startsAt: string;
  phase: string;
  currentLap: number;
  totalLaps: number;
}

export async function getRace(raceId: string): Promise<StoredRace | null> {
  const res = await ddb.send(new GetCommand({ TableName: config.tables.races, Key: { raceId } }));
  return (res.Item as StoredRace) ?? null;
}

export async function saveRace(race: StoredRace): Promise<void> {
  await ddb.send(new PutCommand({ TableName: config.tables.races, Item: race }));
}

export async function allRacesThisSeason(): Promise<StoredRace[]> {
  // Scan is fine here: one season is ~72 session rows, and the result is cached for 10 minutes by the schedule route.
  // TODO(GSI): add season-startsAt-index when we keep more than one season in this table.
  const res = await ddb.send(new ScanCommand({ TableName: config.tables.races }));
  return (res.Items ?? []) as StoredRace[];
}

export async function liveRaces(): Promise<StoredRace[]> {
  const res = await ddb.send(
    new ScanCommand({
      TableName: config.tables.races,
      FilterExpression: 'phase IN (:a, :b, :c)',
      ExpressionAttributeValues: { ':a': 'formation', ':b': 'racing', ':c': 'suspended' },
    }),
  );
  return (res.Items ?? []) as StoredRace[];
}
