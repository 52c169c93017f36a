import { BatchGetCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, SCORES_TABLE } from './dynamo.js';

export interface HoleScore {
  tournamentId: string;
  playerId: string;
  round: number;
  hole: number;
  strokes: number;
  sequence: number;
}

const scoreKey = (s: Pick<HoleScore, 'tournamentId' | 'playerId' | 'round' | 'hole'>) => ({
  pk: `SCORES#${s.tournamentId}#${s.playerId}`,
  sk: `R${s.round}#H${String(s.hole).padStart(2, '0')}`,
});

async function putHoleScore(score: HoleScore): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: SCORES_TABLE,
      Item: { ...scoreKey(score), ...score },
      ConditionExpression: 'attribute_not_exists(sk) OR #seq < :seq',
      ExpressionAttributeNames: { '#seq': 'sequence' },
      ExpressionAttributeValues: { ':seq': score.sequence },
    }),
  );
}

export async function saveHoleScores(scores: HoleScore[]): Promise<void> {
  await Promise.all(scores.map(putHoleScore));
}

export async function saveHoleScoresThrottled(scores: HoleScore[], concurrency = 10): Promise<void> {
  for (let i = 0; i < scores.length; i += concurrency) {
    await Promise.all(scores.slice(i, i + concurrency).map((s) => putHoleScore(s)));
  }
}

export async function loadCards(keys: Array<Pick<HoleScore, 'tournamentId' | 'playerId' | 'round' | 'hole'>>) {
  const lookups = keys.map((k) => ddb.send(new GetCommand({ TableName: SCORES_TABLE, Key: scoreKey(k) })));
  const results = await Promise.all(lookups);
  return results.map((r) => r.Item as HoleScore | undefined);
}

export async function loadCardBatch(keys: Array<Pick<HoleScore, 'tournamentId' | 'playerId' | 'round' | 'hole'>>) {
  const res = await ddb.send(new BatchGetCommand({ RequestItems: { [SCORES_TABLE]: { Keys: keys.slice(0, 100).map(scoreKey) } } }));
  return (res.Responses?.[SCORES_TABLE] ?? []) as HoleScore[];
}

export async function bumpRoundTotals(totals: Map<string, { tournamentId: string; round: number; strokes: number }>): Promise<void> {
  const writes = [...totals.entries()].map(([playerId, t]) =>
    ddb.send(
      new UpdateCommand({
        TableName: SCORES_TABLE,
        Key: { pk: `SCORES#${t.tournamentId}#${playerId}`, sk: `R${t.round}#TOTAL` },
        UpdateExpression: 'SET strokes = :s',
        ExpressionAttributeValues: { ':s': t.strokes },
      }),
    ),
  );
  await Promise.all(writes);
}
