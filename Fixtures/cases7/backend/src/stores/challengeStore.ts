import { PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { epochNow } from '../util/time';
import { ddb } from './dynamo';
import { tables } from './tables';

// Hawk-Eye challenge log. Internal only: it feeds the "challenges left" line
// that buildDisplayState renders, and is never returned by the API as is.
interface StoredChallenge {
  challengeId: string;
  matchId: string;
  playerId: string;
  setNumber: number;
  overturned: boolean;
  createdAt: number;
}

export async function recordChallenge(challenge: Omit<StoredChallenge, 'createdAt'>): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: tables.challenges,
      Item: { ...challenge, createdAt: epochNow() },
      ConditionExpression: 'attribute_not_exists(challengeId)',
    }),
  );
}

export async function challengesForMatch(matchId: string): Promise<StoredChallenge[]> {
  // TODO(GSI): add byMatch (pk matchId, sk createdAt) in migrate-009 once the
  // challenge feed moves past the Wimbledon pilot. Until then the table holds
  // one tournament's worth of rows (< 3k) and this runs once per set change.
  const out = await ddb.send(
    new ScanCommand({
      TableName: tables.challenges,
      FilterExpression: 'matchId = :m',
      ExpressionAttributeValues: { ':m': matchId },
    }),
  );
  return (out.Items ?? []) as StoredChallenge[];
}
