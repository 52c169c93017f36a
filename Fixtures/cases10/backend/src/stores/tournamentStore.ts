import { GetCommand, PutCommand, ScanCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { OrderOfPlayEntry } from "../schemas/orderOfPlay.schema.js";
import { toEpochSeconds } from "../lib/http.js";
import { doc, tables } from "./dynamo.js";

const DAY_SECONDS = 24 * 60 * 60;

export interface TournamentRow {
  id: string;
  name: string;
  surface: string;
  season: number;
  timeZone: string;
}

export async function listTournaments(): Promise<TournamentRow[]> {
  // TODO(GSI): add a by-season index (pk=season, sk=startDate) once we carry more than one
  // season; until then the table is ~70 rows and this is called once per poller cold start.
  const res = await doc.send(new ScanCommand({ TableName: tables.tournaments() }));
  return (res.Items ?? []) as TournamentRow[];
}

export async function tournamentsOnSurface(surface: string): Promise<TournamentRow[]> {
  const res = await doc.send(new ScanCommand({ TableName: tables.tournaments(), FilterExpression: "surface = :s", ExpressionAttributeValues: { ":s": surface } }));
  return (res.Items ?? []) as TournamentRow[];
}

export async function saveOrderOfPlay(tournamentId: string, day: string, entry: OrderOfPlayEntry & { scheduledStart: string }): Promise<void> {
  const tournament = await doc.send(new GetCommand({ TableName: tables.tournaments(), Key: { id: tournamentId } }));
  if (!tournament.Item) throw new Error(`unknown tournament ${tournamentId}`);
  await doc.send(
    new PutCommand({
      TableName: tables.orderOfPlay(),
      Item: {
        day: `${tournamentId}#${day}`,
        slot: entry.id,
        ...entry,
        ttl: toEpochSeconds(entry.scheduledStart) + 2 * DAY_SECONDS,
      },
    }),
  );
}

export async function markCourtSuspended(tournamentId: string, day: string, slot: string, resumesAt: string): Promise<boolean> {
  const key = { day: `${tournamentId}#${day}`, slot };
  const current = await doc.send(new GetCommand({ TableName: tables.orderOfPlay(), Key: key }));
  if (current.Item?.status === "finished") return false;
  await doc.send(
    new UpdateCommand({
      TableName: tables.orderOfPlay(),
      Key: key,
      UpdateExpression: "SET #status = :suspended, resumesAt = :resumesAt",
      ConditionExpression: "#status <> :finished",
      ExpressionAttributeNames: { "#status": "status" },
      ExpressionAttributeValues: { ":suspended": "suspended", ":resumesAt": resumesAt, ":finished": "finished" },
    }),
  );
  return true;
}
