import { ConditionalCheckFailedException } from "@aws-sdk/client-dynamodb";
import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { ActivityTokenRequestSchema } from "../schemas/follow.schema";
import { ddb, Tables } from "../stores/dynamo";
import { getMatchFollow } from "../stores/followStore";
import { removeSubscription } from "../stores/subscriptionStore";
import { json, userIdFrom } from "../routes/http";
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from "aws-lambda";

/** POST /user/activity-token — registers a new activity token and drops the one it replaces. */
export async function activityTokenHandler(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> {
  const userId = userIdFrom(event);
  const body = ActivityTokenRequestSchema.parse(JSON.parse(event.body ?? "{}"));
  const follow = await getMatchFollow(userId, body.fixtureId);
  // Check if null
  if (!follow) return json(404, { error: "not following" });

  const previous = event.headers["x-previous-activity-token"];
  // Rotation: Apple issued a new token, so the old one must stop receiving pushes right away.
  if (previous && previous !== body.pushToken) {
    await removeSubscription(previous);
  }

  try {
    await ddb.send(
      new PutCommand({
        TableName: Tables.subscriptions,
        Item: {
          pk: `MATCH#${body.fixtureId}`,
          sk: `TOKEN#${body.pushToken}`,
          userId,
          token: body.pushToken,
          teamId: follow.teamId,
          ttl: follow.ttl,
        },
        ConditionExpression: "attribute_not_exists(sk)",
      }),
    );
  } catch (err) {
    if (!(err instanceof ConditionalCheckFailedException)) throw err;
  }
  return json(204, null);
}
