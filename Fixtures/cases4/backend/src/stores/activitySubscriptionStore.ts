import {
  BatchWriteCommand,
  DeleteCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { chunk, sleep } from '../lib/concurrency.js';
import { doc, tables } from './dynamo.js';

export interface ActivitySubscription {
  matchId: string;
  subscriptionId: string;
  userId: string;
  pushToken: string;
  frequentPushesEnabled: boolean;
  createdAt: number;
  lastPushedAt: number | null;
  ttl: number;
}

export class ActivitySubscriptionStore {
  constructor(
    private readonly client: DynamoDBDocumentClient = doc,
    private readonly table: string = tables.subscriptions,
  ) {}

  async add(sub: ActivitySubscription): Promise<void> {
    await this.client.send(new PutCommand({ TableName: this.table, Item: sub }));
  }

  async listForMatch(matchId: string): Promise<ActivitySubscription[]> {
    return this.query({ KeyConditionExpression: 'matchId = :m', ExpressionAttributeValues: { ':m': matchId } });
  }

  async listForUser(matchId: string, userId: string): Promise<ActivitySubscription[]> {
    return this.query({
      KeyConditionExpression: 'matchId = :m AND begins_with(subscriptionId, :u)',
      ExpressionAttributeValues: { ':m': matchId, ':u': `${userId}#` },
    });
  }

  async markPushed(matchId: string, subscriptionId: string, at: number): Promise<void> {
    await this.client.send(
      new UpdateCommand({
        TableName: this.table,
        Key: { matchId, subscriptionId },
        UpdateExpression: 'SET lastPushedAt = :at',
        ExpressionAttributeValues: { ':at': at },
      }),
    );
  }

  /** Removes every subscription this user has for the match and returns what was removed. */
  async removeForUser(matchId: string, userId: string): Promise<ActivitySubscription[]> {
    const subs = await this.listForUser(matchId, userId);
    await Promise.all(
      subs.map((sub) =>
        this.client.send(
          new DeleteCommand({ TableName: this.table, Key: { matchId, subscriptionId: sub.subscriptionId } }),
        ),
      ),
    );
    return subs;
  }

  /** Batched delete with backoff on unprocessed items. */
  async removeMany(subs: readonly ActivitySubscription[]): Promise<void> {
    for (const batch of chunk(subs, 25)) {
      let requests = batch.map((sub) => ({
        DeleteRequest: { Key: { matchId: sub.matchId, subscriptionId: sub.subscriptionId } },
      }));
      for (let attempt = 0; requests.length > 0 && attempt < 5; attempt++) {
        if (attempt > 0) await sleep(50 * 2 ** attempt);
        const res = await this.client.send(new BatchWriteCommand({ RequestItems: { [this.table]: requests } }));
        requests = (res.UnprocessedItems?.[this.table] ?? []) as typeof requests;
      }
    }
  }

  async removeAllForMatch(matchId: string): Promise<number> {
    const subs = await this.listForMatch(matchId);
    await this.removeMany(subs);
    return subs.length;
  }

  private async query(params: {
    KeyConditionExpression: string;
    ExpressionAttributeValues: Record<string, unknown>;
  }): Promise<ActivitySubscription[]> {
    const out: ActivitySubscription[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await this.client.send(
        new QueryCommand({ TableName: this.table, ...params, ExclusiveStartKey: startKey }),
      );
      out.push(...((page.Items ?? []) as ActivitySubscription[]));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return out;
  }
}

export const subscriptions = new ActivitySubscriptionStore();
