import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { doc } from "./client.js";

const PLAYERS_TABLE = process.env.PLAYERS_TABLE ?? "cricket-player-innings";

export async function getBatterStats(matchId: string, playerId: string): Promise<{ name: string; runs: number; balls: number }> {
  const out = await doc.send(new GetCommand({ TableName: PLAYERS_TABLE, Key: { matchId, playerId } }));
  if (!out.Item) throw new Error(`no innings row for ${playerId} in ${matchId}`);
  return { name: String(out.Item.name), runs: Number(out.Item.runs), balls: Number(out.Item.balls) };
}
