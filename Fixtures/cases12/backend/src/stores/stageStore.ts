import { GetCommand, PutCommand, QueryCommand, ScanCommand } from "@aws-sdk/lib-dynamodb";
import { docClient, tables } from "../lib/dynamo";
import { StageSchema, type Stage } from "../schemas/race.schema";
import { LiveStageSnapshotSchema, type LiveStageSnapshot } from "../schemas/timing.schema";
import { HOUR, nowSeconds } from "../lib/time";

// Snapshots are only useful while the stage is on; a day is plenty for replays.
const SNAPSHOT_TTL_SECONDS = 24 * HOUR;

export async function getStage(stageId: string): Promise<Stage | null> {
  const result = await docClient.send(new GetCommand({ TableName: tables.stages, Key: { stageId } }));
  return result.Item ? StageSchema.parse(result.Item) : null;
}

export async function listStagesForRace(raceId: string): Promise<Stage[]> {
  const result = await docClient.send(
    new QueryCommand({
      TableName: tables.stages,
      IndexName: "byRace",
      KeyConditionExpression: "raceId = :raceId",
      ExpressionAttributeValues: { ":raceId": raceId },
    }),
  );
  return (result.Items ?? []).map((item) => StageSchema.parse(item));
}

export async function listLiveStages(): Promise<Stage[]> {
  const result = await docClient.send(
    new ScanCommand({
      TableName: tables.stages,
      FilterExpression: "#status IN (:racing, :neutralised)",
      ExpressionAttributeNames: { "#status": "status" },
      ExpressionAttributeValues: { ":racing": "racing", ":neutralised": "neutralised" },
    }),
  );
  return (result.Items ?? []).map((item) => StageSchema.parse(item));
}

export async function getLiveStageSnapshot(stageId: string): Promise<LiveStageSnapshot | null> {
  const result = await docClient.send(new GetCommand({ TableName: tables.liveSnapshots, Key: { stageId } }));
  return result.Item ? LiveStageSnapshotSchema.parse(result.Item) : null;
}

export async function saveLiveStageSnapshot(snapshot: LiveStageSnapshot): Promise<void> {
  await docClient.send(
    new PutCommand({
      TableName: tables.liveSnapshots,
      Item: { ...snapshot, ttl: nowSeconds() + SNAPSHOT_TTL_SECONDS },
      // The poller can overlap itself when the feed is slow; never let an older poll win.
      ConditionExpression: "attribute_not_exists(stageId) OR polledAt < :polledAt",
      ExpressionAttributeValues: { ":polledAt": snapshot.polledAt },
    }),
  );
}
