import { GetCommand, PutCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { batchPut } from "../lib/batch";
import { docClient, tables } from "../lib/dynamo";

export type RiderStageResult = {
  riderId: string;
  riderName: string;
  teamName: string;
  position: number;
  timeSeconds: number;
  bonusSeconds: number;
};

export async function saveStageResults(stageId: string, results: readonly RiderStageResult[]): Promise<void> {
  await Promise.all(
    results.map((result) =>
      docClient.send(new PutCommand({ TableName: tables.stageResults, Item: { stageId, ...result } })),
    ),
  );
}

export async function saveGcAfterStage(raceId: string, stageNumber: number, rows: readonly Record<string, unknown>[]): Promise<void> {
  await batchPut(
    tables.stageResults,
    rows.map((row) => ({ ...row, stageId: `${raceId}-gc-${stageNumber}` })),
  );
}

export async function getStandingsBundle(raceId: string, latestStageNumber: number) {
  const [gc, kom, sprint] = await Promise.all([
    queryResults(`${raceId}-gc-${latestStageNumber}`),
    queryResults(`${raceId}-kom-${latestStageNumber}`),
    queryResults(`${raceId}-sprint-${latestStageNumber}`),
  ]);
  return { gc, kom, sprint };
}

export async function getStageWinner(stageId: string) {
  const result = await docClient.send(
    new GetCommand({ TableName: tables.stageResults, Key: { stageId, riderId: "winner" } }),
  );
  return result.Item ?? null;
}

async function queryResults(partition: string): Promise<Record<string, unknown>[]> {
  const result = await docClient.send(
    new QueryCommand({
      TableName: tables.stageResults,
      KeyConditionExpression: "stageId = :p",
      ExpressionAttributeValues: { ":p": partition },
    }),
  );
  return result.Items ?? [];
}
