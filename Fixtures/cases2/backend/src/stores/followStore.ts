import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient, PutCommand } from "@aws-sdk/lib-dynamodb";

const doc = DynamoDBDocumentClient.from(new DynamoDBClient({}));
const TABLE = process.env.FOLLOWS_TABLE ?? "cricket-match-follows";

export interface FollowRecord {
  userId: string;
  matchId: string;
  teamId: string | null;
}

// No "You're following…" wording here: confirmation copy belongs in follow.messages.ts.
export async function putFollow(rec: FollowRecord): Promise<void> {
  await doc.send(
    new PutCommand({
      TableName: TABLE,
      Item: rec,
      ConditionExpression: "attribute_not_exists(matchId)",
    }),
  );
}
