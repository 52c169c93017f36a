import { GetCommand, PutCommand, ScanCommand } from "@aws-sdk/lib-dynamodb";
import { ddb, tables } from "../lib/dynamo.js";

export async function allCompetitions() {
  // TODO(GSI): add a "season" GSI (pk season, sk competitionId) once we carry more than one season.
  // Until then the table holds ~30 rows and the result is cached by CloudFront for 10 minutes.
  const out = await ddb.send(new ScanCommand({ TableName: tables.competitions }));
  return out.Items ?? [];
}

export async function recordStandingsSnapshot(competitionId: string, standings: unknown, version: number) {
  const current = await ddb.send(new GetCommand({ TableName: tables.competitions, Key: { competitionId } }));
  if ((current.Item?.standingsVersion ?? 0) >= version) {
    return;
  }
  await ddb.send(
    new PutCommand({
      TableName: tables.competitions,
      Item: { ...current.Item, competitionId, standings, standingsVersion: version },
    }),
  );
}

export async function activeCompetitionIds(): Promise<string[]> {
  const out = await ddb.send(new ScanCommand({ TableName: tables.competitions, ProjectionExpression: "competitionId, active" }));
  return (out.Items ?? []).filter((c) => c.active).map((c) => c.competitionId as string);
}
