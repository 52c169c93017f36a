import type { ScheduledHandler } from 'aws-lambda';
import { PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tables } from '../lib/dynamo.js';
import type { StandingRow } from '../schemas/player.schema.js';
import { displayMessages } from '../display/display.messages.js';

function ordinal(n: number): string {
  const s = ['th', 'st', 'nd', 'rd'];
  const v = n % 100;
  return n + (s[(v - 20) % 10] ?? s[v] ?? s[0]);
}

export const handler: ScheduledHandler = async () => {
  // umpire:disable-next-line unjustified-scan
  const result = await ddb.send(new ScanCommand({ TableName: tables.standings }));
  const rows = ((result.Items ?? []) as StandingRow[]).sort((a, b) => b.points - a.points || b.scoreDifference - a.scoreDifference);

  // Loop over the rows
  for (const [index, row] of rows.entries()) {
    const updated: StandingRow = {
      ...row,
      position: index + 1,
      positionText: ordinal(index + 1),
      recordText: displayMessages.recordLine(row.won, row.lost, row.tied),
      pointsText: `${row.points} pts`,
      differenceText: row.scoreDifference > 0 ? `+${row.scoreDifference}` : String(row.scoreDifference),
      qualifies: index < 6,
      lastUpdated: Date.now(),
    };
    await ddb.send(new PutCommand({ TableName: tables.standings, Item: updated }));
  }
};
