import { DeleteCommand, GetCommand, PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { doc, tables } from '../stores/dynamo.js';

export interface PushTokenRecord {
  userId: string;
  token: string;
  kind: 'device' | 'push_to_start';
  environment: 'sandbox' | 'production';
  registeredAt: number;
  registrations: number;
}

/** Device tokens (alerts) and push-to-start tokens (Live Activities), per user. */
export class PushTokenStore {
  constructor(
    private readonly client: DynamoDBDocumentClient = doc,
    private readonly table: string = tables.pushTokens,
  ) {}

  async register(
    userId: string,
    token: string,
    kind: PushTokenRecord['kind'],
    environment: PushTokenRecord['environment'],
  ): Promise<void> {
    const existing = await this.client.send(new GetCommand({ TableName: this.table, Key: { userId, token } }));
    const registrations = ((existing.Item?.registrations as number | undefined) ?? 0) + 1;
    await this.client.send(
      new PutCommand({
        TableName: this.table,
        Item: { userId, token, kind, environment, registeredAt: Date.now(), registrations },
      }),
    );
  }

  async remove(userId: string, token: string): Promise<void> {
    await this.client.send(new DeleteCommand({ TableName: this.table, Key: { userId, token } }));
  }

  async listForUser(userId: string, kind: PushTokenRecord['kind']): Promise<PushTokenRecord[]> {
    const res = await this.client.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'userId = :u',
        FilterExpression: 'kind = :k',
        ExpressionAttributeValues: { ':u': userId, ':k': kind },
      }),
    );
    return (res.Items ?? []) as PushTokenRecord[];
  }
}

export const pushTokens = new PushTokenStore();
