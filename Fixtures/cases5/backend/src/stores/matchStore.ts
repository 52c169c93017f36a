import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Match, ScoreEvent } from '../types';
import { ddb, queryAll, tables, toEpochSeconds } from './dynamo';

const ARCHIVE_DAYS = 30;
const DAY_SECONDS = 24 * 60 * 60;

type StoredMatch = Match & { version: number; ttl?: number };

export async function getMatch(matchId: string): Promise<StoredMatch | undefined> {
  const result = await ddb.send(new GetCommand({ TableName: tables.matches, Key: { matchId } }));
  return result.Item as StoredMatch | undefined;
}

export async function listLiveMatches(): Promise<StoredMatch[]> {
  // The isLive GSI exists so the push job can pull in-play matches without a Scan.
  return queryAll<StoredMatch>({
    TableName: tables.matches,
    IndexName: 'isLive-kickoffAt-index',
    KeyConditionExpression: 'isLive = :live',
    ExpressionAttributeValues: { ':live': 1 },
  });
}

export async function saveFixture(match: Match): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: tables.matches,
      Item: { ...match, version: 0, isLive: 0 },
      ConditionExpression: 'attribute_not_exists(matchId)',
    }),
  );
}

/** Applies a scoring event with optimistic locking on `version`. */
export async function applyScoreEvent(match: StoredMatch, event: ScoreEvent): Promise<StoredMatch> {
  const isHome = event.teamId === match.homeTeam.teamId;
  const next: StoredMatch = {
    ...match,
    homeScore: match.homeScore + (isHome ? event.points : 0),
    awayScore: match.awayScore + (isHome ? 0 : event.points),
    version: match.version + 1,
  };
  await ddb.send(
    new UpdateCommand({
      TableName: tables.matches,
      Key: { matchId: match.matchId },
      UpdateExpression: 'SET homeScore = :h, awayScore = :a, version = :next',
      ConditionExpression: 'version = :current',
      ExpressionAttributeValues: {
        ':h': next.homeScore,
        ':a': next.awayScore,
        ':next': next.version,
        ':current': match.version,
      },
    }),
  );
  return next;
}

export async function markFullTime(matchId: string, endedAt: string): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tables.matches,
      Key: { matchId },
      UpdateExpression: 'SET phase = :ft, endedAt = :endedAt, isLive = :notLive, #ttl = :ttl',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: {
        ':ft': 'full_time',
        ':endedAt': endedAt,
        ':notLive': 0,
        ':ttl': toEpochSeconds(endedAt) + ARCHIVE_DAYS * DAY_SECONDS,
      },
    }),
  );
}
