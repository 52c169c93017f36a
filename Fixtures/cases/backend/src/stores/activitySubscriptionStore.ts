import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { ActivitySubscriptionSchema, type ActivitySubscription } from "../schemas/subscription.schema";
import { batchDeleteByPartitionKey, docClient } from "./dynamo";

const SUBSCRIPTIONS_TABLE = process.env.ACTIVITY_SUBSCRIPTIONS_TABLE ?? "cricket-activity-subscriptions";

export async function listSubscriptionsForMatch(matchId: string): Promise<ActivitySubscription[]> {
  const result = await docClient.send(
    new QueryCommand({
      TableName: SUBSCRIPTIONS_TABLE,
      KeyConditionExpression: "matchId = :matchId",
      ExpressionAttributeValues: { ":matchId": matchId },
    }),
  );
  return (result.Items ?? []).map((item) => ActivitySubscriptionSchema.parse(item));
}

export async function getSubscription(matchId: string, pushToken: string): Promise<ActivitySubscription | null> {
  const result = await docClient.send(
    new GetCommand({ TableName: SUBSCRIPTIONS_TABLE, Key: { matchId, pushToken } }),
  );
  return result.Item ? ActivitySubscriptionSchema.parse(result.Item) : null;
}

export async function putSubscription(subscription: ActivitySubscription): Promise<void> {
  await docClient.send(new PutCommand({ TableName: SUBSCRIPTIONS_TABLE, Item: subscription }));
}

export async function removeSubscription(matchId: string, pushToken: string): Promise<void> {
  await docClient.send(new DeleteCommand({ TableName: SUBSCRIPTIONS_TABLE, Key: { matchId, pushToken } }));
}

export async function removeSubscriptionsForUser(userId: string, matchId: string): Promise<void> {
  const result = await docClient.send(
    new QueryCommand({
      TableName: SUBSCRIPTIONS_TABLE,
      KeyConditionExpression: "matchId = :matchId",
      FilterExpression: "userId = :userId",
      ExpressionAttributeValues: { ":matchId": matchId, ":userId": userId },
    }),
  );
  const items = result.Items ?? [];
  await Promise.all(
    items.map((item) =>
      docClient.send(new DeleteCommand({ TableName: SUBSCRIPTIONS_TABLE, Key: { matchId, pushToken: item.pushToken } })),
    ),
  );
}

export async function removeAllSubscriptionsForMatch(matchId: string): Promise<void> {
  await batchDeleteByPartitionKey(SUBSCRIPTIONS_TABLE, "matchId", matchId, "pushToken");
}
