import { GetCommand, PutCommand, QueryCommand, ScanCommand } from "@aws-sdk/lib-dynamodb";
import type { GameItem } from "../schemas/game.js";
import { ddb, tables } from "./dynamo.js";

export type StoredGame = GameItem & {
  sequence: number;
  period: number;
  clock: string;
  clockSeconds: number;
  homeGoals: number;
  awayGoals: number;
  homeShots: number;
  awayShots: number;
  finalPeriod: number;
  skatersHome: number;
  skatersAway: number;
  powerPlayEndsAt: string | null;
  intermissionEndsAt: string | null;
};

export async function getGame(gameId: string): Promise<StoredGame | undefined> {
  const out = await ddb.send(new GetCommand({ TableName: tables.games, Key: { gameId } }));
  return out.Item as StoredGame | undefined;
}

export async function getGames(gameIds: string[]): Promise<(StoredGame | undefined)[]> {
  return Promise.all(gameIds.map((gameId) => getGame(gameId)));
}

export async function saveGameState(game: StoredGame, expectedSequence: number): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: tables.games,
      Item: game,
      ConditionExpression: "attribute_not_exists(gameId) OR #seq = :expected",
      ExpressionAttributeNames: { "#seq": "sequence" },
      ExpressionAttributeValues: { ":expected": expectedSequence },
    }),
  );
}

export async function listGamesStartingBetween(fromIso: string, toIso: string): Promise<StoredGame[]> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tables.games,
      IndexName: "byDay",
      KeyConditionExpression: "#day = :day AND startsAt BETWEEN :from AND :to",
      ExpressionAttributeNames: { "#day": "day" },
      ExpressionAttributeValues: { ":day": fromIso.slice(0, 10), ":from": fromIso, ":to": toIso },
    }),
  );
  return (out.Items ?? []) as StoredGame[];
}

export async function listLiveGames(): Promise<StoredGame[]> {
  // Scan is acceptable here: the games table only holds tonight's slate plus a few days either
  // side (a few hundred rows) and the scheduler calls this once a minute.
  // GSI TODO: add a byPhase index (phase, startsAt) once the table keeps whole seasons.
  const out = await ddb.send(
    new ScanCommand({
      TableName: tables.games,
      FilterExpression: "#phase IN (:live, :intermission, :ot, :so)",
      ExpressionAttributeNames: { "#phase": "phase" },
      ExpressionAttributeValues: { ":live": "live", ":intermission": "intermission", ":ot": "overtime", ":so": "shootout" },
    }),
  );
  return (out.Items ?? []) as StoredGame[];
}
