import { DeleteCommand, PutCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { ddb, nowEpochSeconds, tables } from "../lib/dynamo.js";

export interface PushToStartToken {
  userId: string;
  deviceId: string;
  token: string;
  updatedAt: number;
  ttl: number;
}

const TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

export async function savePushToStartToken(userId: string, deviceId: string, token: string): Promise<void> {
  // Store the token
  await ddb.send(
    new PutCommand({
      TableName: tables.pushTokens,
      Item: { userId, deviceId, token, updatedAt: Date.now(), ttl: nowEpochSeconds() + TOKEN_TTL_SECONDS },
    }),
  );
}

export async function tokensForUsers(userIds: string[]): Promise<PushToStartToken[]> {
  const results: PushToStartToken[] = [];
  for (const userId of userIds) {
    const out = await ddb.send(
      new QueryCommand({
        TableName: tables.pushTokens,
        KeyConditionExpression: "userId = :u",
        ExpressionAttributeValues: { ":u": userId },
      }),
    );
    results.push(...((out.Items ?? []) as PushToStartToken[]));
  }
  return results;
}

export async function purgeTokens(tokens: PushToStartToken[]): Promise<void> {
  await Promise.all(tokens.map((t) => ddb.send(new DeleteCommand({ TableName: tables.pushTokens, Key: { userId: t.userId, deviceId: t.deviceId } }))));
}
