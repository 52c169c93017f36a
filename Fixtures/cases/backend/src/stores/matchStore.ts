import { GetCommand, ScanCommand } from "@aws-sdk/lib-dynamodb";
import { MatchRecordSchema, type MatchRecord } from "../schemas/match.schema";
import { docClient } from "./dynamo";

const MATCHES_TABLE = process.env.MATCHES_TABLE ?? "cricket-matches";

export async function getMatch(matchId: string): Promise<MatchRecord> {
  const result = await docClient.send(new GetCommand({ TableName: MATCHES_TABLE, Key: { matchId } }));
  if (!result.Item) {
    throw new Error(`Match ${matchId} not found in ${MATCHES_TABLE}`);
  }
  return MatchRecordSchema.parse(result.Item);
}

export async function getMatches(matchIds: string[]): Promise<MatchRecord[]> {
  return Promise.all(matchIds.map((id) => getMatch(id)));
}

export async function listLiveMatches(): Promise<MatchRecord[]> {
  // TODO(GSI): add phase-startTime-index (PK phase, SK startTime) and query phase = "live" instead.
  // Scan is acceptable until then: the table only holds the current fixture window (~150 rows)
  // and the live poller caches this result for 30 seconds.
  const result = await docClient.send(new ScanCommand({
    TableName: MATCHES_TABLE,
    FilterExpression: "#phase = :live",
    ExpressionAttributeNames: { "#phase": "phase" },
    ExpressionAttributeValues: { ":live": "live" },
  }));
  return (result.Items ?? []).map((item) => MatchRecordSchema.parse(item));
}
