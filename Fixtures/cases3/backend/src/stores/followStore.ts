import { ConditionalCheckFailedException } from "@aws-sdk/client-dynamodb";
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import type { FollowRecord } from "../schemas/follow.js";
import { doc, tables } from "./client.js";

const FOLLOW_TTL_SECONDS = 48 * 60 * 60;

export class FollowStore {
  constructor(
    private readonly client: DynamoDBDocumentClient = doc,
    private readonly table: string = tables.follows,
  ) {}

  async get(userId: string, matchId: string): Promise<FollowRecord | undefined> {
    const out = await this.client.send(
      new GetCommand({ TableName: this.table, Key: { pk: `USER#${userId}`, sk: `MATCH#${matchId}` } }),
    );
    return out.Item as FollowRecord | undefined;
  }

  /** Returns true when a new follow was created (caller sends push-to-start). */
  async follow(userId: string, matchId: string, teamId: string | null, matchEndsAt: number): Promise<boolean> {
    const existing = await this.get(userId, matchId);
    if (existing) {
      return false;
    }
    const record: FollowRecord = {
      pk: `USER#${userId}`,
      sk: `MATCH#${matchId}`,
      teamId,
      createdAt: Math.floor(Date.now() / 1000),
      ttl: matchEndsAt + FOLLOW_TTL_SECONDS,
    };
    await this.client.send(new PutCommand({ TableName: this.table, Item: record }));
    return true;
  }

  /** Team-perspective switch. Creates nothing if the follow is gone. */
  async switchTeam(userId: string, matchId: string, teamId: string): Promise<boolean> {
    const current = await this.get(userId, matchId);
    if (!current) return false;
    try {
      await this.client.send(
        new PutCommand({
          TableName: this.table,
          Item: { ...current, teamId },
          ConditionExpression: "attribute_exists(pk) AND createdAt = :created",
          ExpressionAttributeValues: { ":created": current.createdAt },
        }),
      );
      return true;
    } catch (err) {
      if (err instanceof ConditionalCheckFailedException) return false;
      throw err;
    }
  }

  async unfollow(userId: string, matchId: string): Promise<void> {
    await this.client.send(
      new DeleteCommand({ TableName: this.table, Key: { pk: `USER#${userId}`, sk: `MATCH#${matchId}` } }),
    );
  }

  async listForUser(userId: string): Promise<FollowRecord[]> {
    const out = await this.client.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: "pk = :pk",
        ExpressionAttributeValues: { ":pk": `USER#${userId}` },
        ProjectionExpression: ["pk", "sk", "teamId", "createdAt", "ttl"].join(","),
      }),
    );
    return (out.Items ?? []) as FollowRecord[];
  }
}
