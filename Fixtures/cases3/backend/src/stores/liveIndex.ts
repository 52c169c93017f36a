import { ScanCommand } from "@aws-sdk/lib-dynamodb";
import { doc } from "./client.js";

const LIVE_TABLE = process.env.LIVE_TABLE ?? "cricket-live-index";

// Scan is fine here: the live index holds at most a few dozen rows and is cached for 15s.
export async function listLiveMatchIds(): Promise<string[]> {
  const out = await doc.send(new ScanCommand({ TableName: LIVE_TABLE, ProjectionExpression: "matchId" }));
  return (out.Items ?? []).map((i) => String(i.matchId));
}
