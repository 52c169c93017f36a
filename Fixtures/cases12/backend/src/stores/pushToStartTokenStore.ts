import { GetCommand, PutCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { docClient, tables } from "../lib/dynamo";
import { nowSeconds } from "../lib/time";

export async function savePushToStartToken(userId: string, deviceId: string, token: string): Promise<void> {
  const current = await docClient.send(
    new GetCommand({ TableName: tables.pushToStartTokens, Key: { userId, deviceId } }),
  );
  if (current.Item?.token === token) {
    return;
  }
  await docClient.send(
    new PutCommand({
      TableName: tables.pushToStartTokens,
      Item: { userId, deviceId, token, updatedAt: nowSeconds() },
    }),
  );
}

export async function listPushToStartTokens(userId: string): Promise<string[]> {
  const result = await docClient.send(
    new QueryCommand({
      TableName: tables.pushToStartTokens,
      KeyConditionExpression: "userId = :userId",
      ExpressionAttributeValues: { ":userId": userId },
    }),
  );
  return (result.Items ?? []).map((item) => String(item.token));
}
