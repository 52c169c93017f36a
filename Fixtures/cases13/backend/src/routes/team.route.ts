import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from "aws-lambda";
import { ConditionalCheckFailedException } from "@aws-sdk/client-dynamodb";
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { z } from "zod";
import { ddb, Tables } from "../stores/dynamo";
import { getMatchFollow } from "../stores/followStore";
import { json, userIdFrom } from "./http";

const SwitchTeamSchema = z.object({ teamId: z.string().min(1) });

/** PATCH /user/follow/match/:id/team — switch the perspective the Live Activity is shown from. */
export async function switchTeamHandler(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> {
  const userId = userIdFrom(event);
  const matchId = event.pathParameters?.id ?? "";
  const body = SwitchTeamSchema.parse(JSON.parse(event.body ?? "{}"));

  const follow = await getMatchFollow(userId, matchId);
  if (!follow) return json(404, { error: "not following this match" });
  if (follow.teamId === body.teamId) return json(200, { matchId, teamId: body.teamId });

  try {
    await ddb.send(
      new UpdateCommand({
        TableName: Tables.follows,
        Key: { pk: follow.pk, sk: follow.sk },
        UpdateExpression: "SET teamId = :t",
        ConditionExpression: "attribute_exists(pk)",
        ExpressionAttributeValues: { ":t": body.teamId },
      }),
    );
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return json(404, { error: "follow removed" });
    throw err;
  }
  return json(200, { matchId, teamId: body.teamId });
}
