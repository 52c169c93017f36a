import { PutCommand } from "@aws-sdk/lib-dynamodb";
import type { MatchRecord } from "./matchStore.js";
import { ddb, tables } from "../lib/dynamo.js";

const REMINDER_LEAD_SECONDS = 30 * 60;

export async function scheduleKickoffReminder(userId: string, match: MatchRecord) {
  const startsAt = Math.floor(new Date(match.startTime).getTime() / 1000);
  await ddb.send(
    new PutCommand({
      TableName: tables.follows,
      Item: {
        userId,
        matchId: `reminder#${match.matchId}`,
        remindAt: startsAt - REMINDER_LEAD_SECONDS,
        ttl: startsAt + 6 * 60 * 60,
      },
      ConditionExpression: "attribute_not_exists(matchId)",
    }),
  );
}
