import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  ScanCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { ddb, tables } from './dynamo';

export interface DeviceTokenRecord {
  userId: string;
  deviceId: string;
  token: string;
  appVersion: string;
  locale: string;
  pushToStartToken: string | null;
  registeredAt: string;
  lastSeenAt: string;
}

export class DeviceTokenStore {
  constructor(
    private readonly client: DynamoDBDocumentClient = ddb,
    private readonly table: string = tables.deviceTokens,
  ) {}

  async get(userId: string, deviceId: string): Promise<DeviceTokenRecord | undefined> {
    const result = await this.client.send(new GetCommand({ TableName: this.table, Key: { userId, deviceId } }));
    return result.Item as DeviceTokenRecord | undefined;
  }

  async register(record: DeviceTokenRecord): Promise<'created' | 'exists'> {
    const existing = await this.get(record.userId, record.deviceId);
    if (existing?.token === record.token) {
      return 'exists';
    }
    try {
      await this.client.send(
        new PutCommand({
          TableName: this.table,
          Item: record,
          ConditionExpression: 'attribute_not_exists(deviceId) OR #token <> :token',
          ExpressionAttributeNames: { '#token': 'token' },
          ExpressionAttributeValues: { ':token': record.token },
        }),
      );
      return 'created';
    } catch (error) {
      if ((error as Error).name === 'ConditionalCheckFailedException') {
        return 'exists';
      }
      throw error;
    }
  }

  async setPushToStartToken(userId: string, deviceId: string, token: string): Promise<void> {
    await this.client.send(
      new UpdateCommand({
        TableName: this.table,
        Key: { userId, deviceId },
        UpdateExpression: 'SET pushToStartToken = :t',
        ConditionExpression: 'attribute_exists(deviceId)',
        ExpressionAttributeValues: { ':t': token },
      }),
    );
  }

  async invalidate(userId: string, deviceId: string): Promise<void> {
    await this.client.send(new DeleteCommand({ TableName: this.table, Key: { userId, deviceId } }));
  }

  async findByToken(token: string): Promise<DeviceTokenRecord | undefined> {
    const scan = new ScanCommand({
      TableName: this.table,
      FilterExpression: '#token = :token',
      ExpressionAttributeNames: { '#token': 'token' },
      ExpressionAttributeValues: { ':token': token },
    });
    const result = await this.client.send(scan);
    return result.Items?.[0] as DeviceTokenRecord | undefined;
  }

  async listStaleDevices(olderThanIso: string): Promise<DeviceTokenRecord[]> {
    // TODO(GSI): add a lastSeenAt-index (partition: platform, sort: lastSeenAt) so this becomes a Query.
    // Not added yet: the table holds a few thousand rows and this runs from the weekly cleanup job only.
    const result = await this.client.send(
      new ScanCommand({ TableName: this.table, FilterExpression: 'lastSeenAt < :cutoff', ExpressionAttributeValues: { ':cutoff': olderThanIso } }),
    );
    return (result.Items ?? []) as DeviceTokenRecord[];
  }
}
