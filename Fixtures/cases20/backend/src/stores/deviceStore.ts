import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { docClient, Tables } from "../lib/dynamo.js";

export async function getDeviceToken(userId: string): Promise<string> {
  const res = await docClient.send(new GetCommand({ TableName: Tables.pushTokens, Key: { userId, kind: "device" } }));
  return (res.Item?.token as string) ?? "";
}

export async function getPushToStartToken(userId: string): Promise<string | null> {
  const res = await docClient.send(new GetCommand({ TableName: Tables.pushTokens, Key: { userId, kind: "push-to-start" } }));
  return (res.Item?.token as string) ?? null;
}
