import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { StandingsResponse } from '../schemas';
import { ddb } from './dynamo';
import { config } from '../config';

export async function getStandings(season: number): Promise<StandingsResponse | null> {
  const res = await ddb.send(new GetCommand({ TableName: config.tables.standings, Key: { season } }));
  return (res.Item?.payload as StandingsResponse) ?? null;
}

export async function saveStandings(season: number, payload: StandingsResponse): Promise<void> {
  // Save the standings
  await ddb.send(new PutCommand({ TableName: config.tables.standings, Item: { season, payload } }));
}
