import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, Tables } from '../lib/dynamo.js';
import type { TimingSnapshot } from '../display/buildDisplayState.js';

export async function getTiming(raceId: string): Promise<TimingSnapshot | undefined> {
  const res = await ddb.send(new GetCommand({ TableName: Tables.races, Key: { raceId }, ProjectionExpression: 'timing' }));
  return res.Item?.timing as TimingSnapshot | undefined;
}
