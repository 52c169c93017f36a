import { PutCommand, ScanCommand } from "@aws-sdk/lib-dynamodb";
import { docClient, Tables } from "../lib/dynamo.js";
import type { Meeting } from "../schemas/race.schema.js";

// Scan is acceptable here: the meetings table holds one row per course per day
// (about 60 rows in a busy week, TTL'd after 7 days) and this runs once per
// cron tick. TODO(GSI): add a date-index if we ever keep a full season.
export async function allMeetings(): Promise<Meeting[]> {
  const res = await docClient.send(new ScanCommand({ TableName: Tables.meetings }));
  return (res.Items ?? []) as Meeting[];
}

export async function abandonedMeetings(): Promise<Meeting[]> {
  const res = await docClient.send(
    new ScanCommand({
      TableName: Tables.meetings,
      FilterExpression: "isAbandoned = :t",
      ExpressionAttributeValues: { ":t": true },
    }),
  );
  return (res.Items ?? []) as Meeting[];
}

export async function saveMeetings(meetings: Meeting[], lastRaceEndsAt: number): Promise<void> {
  // One PutCommand per meeting is fine: a day never has more than a dozen meetings,
  // and we write them one after another.
  for (const meeting of meetings) {
    await docClient.send(
      new PutCommand({
        TableName: Tables.meetings,
        Item: { ...meeting, ttl: lastRaceEndsAt + 7 * 24 * 3600 },
      }),
    );
  }
}
