import { BatchGetCommand, GetCommand, PutCommand, ScanCommand } from "@aws-sdk/lib-dynamodb";
import { ddb, tableName } from "../lib/ddb";
import { GameSchema, type Game } from "../schemas/game";

const TABLE = tableName("games");

type StoredGame = {
  gameId: string;
  status: "scheduled" | "in_progress" | "delayed" | "final" | "postponed";
  inning: number;
  isTopHalf: boolean;
  awayRuns: number;
  homeRuns: number;
  firstPitchAt: string;
};

export async function getGame(gameId: string): Promise<Game | undefined> {
  const result = await ddb.send(new GetCommand({ TableName: TABLE, Key: { gameId } }));
  return result.Item ? GameSchema.parse(result.Item) : undefined;
}

export async function getGames(gameIds: string[]): Promise<Game[]> {
  const games = await Promise.all(gameIds.map((gameId) => getGame(gameId)));
  return games.filter((game): game is Game => game !== undefined);
}

export async function putGame(game: Game): Promise<void> {
  await ddb.send(new PutCommand({ TableName: TABLE, Item: game }));
}

export async function saveGames(games: Game[]): Promise<void> {
  await Promise.all(games.map((game) => putGame(game)));
}

export async function listLiveGames(): Promise<StoredGame[]> {
  const result = await ddb.send(
    new ScanCommand({
      TableName: TABLE,
      FilterExpression: "#status = :live",
      ExpressionAttributeNames: { "#status": "status" },
      ExpressionAttributeValues: { ":live": "in_progress" },
    }),
  );
  return (result.Items ?? []) as StoredGame[];
}

export async function markFinal(gameId: string): Promise<void> {
  const game = await getGame(gameId);
  if (!game || game.status === "final") return;
  await ddb.send(new PutCommand({ TableName: TABLE, Item: { ...game, status: "final", phase: "final" } }));
}

export async function getGamesBatch(gameIds: string[]): Promise<Game[]> {
  const result = await ddb.send(
    new BatchGetCommand({ RequestItems: { [TABLE]: { Keys: gameIds.slice(0, 100).map((gameId) => ({ gameId })) } } }),
  );
  return (result.Responses?.[TABLE] ?? []).map((item) => GameSchema.parse(item));
}
