import { ScanCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { buildDisplayState } from "../display/buildDisplayState";
import { ddb, tableName } from "../lib/ddb";
import { logger } from "../lib/logger";
import { broadcastDelayState } from "../push/delayBroadcast";
import { sendAlert } from "../push/alertPush";
import { rainDelayAlert } from "../notifications/notifications.messages";
import { GameSchema, type Game } from "../schemas/game";
import { listSubscriptions } from "../stores/activitySubscriptionStore";

async function delayedGames(): Promise<Game[]> {
  const result = await ddb.send(
    new ScanCommand({
      TableName: tableName("games"),
      FilterExpression: "#status = :delayed",
      ExpressionAttributeNames: { "#status": "status" },
      ExpressionAttributeValues: { ":delayed": "delayed" },
    }),
  );
  return (result.Items ?? []).map((item) => GameSchema.parse(item));
}

export async function runRainDelayJob(followerTokens: (gameId: string) => Promise<string[]>): Promise<void> {
  const games = await delayedGames();
  // Loop over the games
  for (const game of games) {
    const minutes = game.delayMinutes ?? 0;
    const state = buildDisplayState(game, {
      lastEvent: { kind: "other", actor: "" },
      pitcher: { name: "", pitchCount: 0, strikeouts: 0, hitsAllowed: 1 },
      batter: { name: "", line: "" },
    });
    state.expanded.statusNote = `Rain delay — ${minutes} min so far`;
    await broadcastDelayState(await listSubscriptions(game.gameId), state);

    if (minutes === 0) {
      const tokens = await followerTokens(game.gameId);
      await Promise.all(tokens.map((token) => sendAlert(token, rainDelayAlert(game.venue))));
    }

    // Increment the delay minutes
    await ddb.send(
      new UpdateCommand({
        TableName: tableName("games"),
        Key: { gameId: game.gameId },
        UpdateExpression: "ADD delayMinutes :five",
        ConditionExpression: "#status = :delayed",
        ExpressionAttributeNames: { "#status": "status" },
        ExpressionAttributeValues: { ":five": 5, ":delayed": "delayed" },
      }),
    );
    logger.info(`rain delay tick for ${game.gameId}: ${minutes} min, tarp still on`);
  }
}
