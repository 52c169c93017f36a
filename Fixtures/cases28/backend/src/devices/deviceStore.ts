import { DeleteCommand, GetCommand, PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { chunk } from '../lib/chunk.js';
import { ddb, epochSeconds, HOUR_SECONDS, TABLES } from '../lib/dynamo.js';
import { log } from '../lib/logger.js';
import { DeviceSchema, type Device } from './device.schema.js';

export async function registerDevice(device: Device): Promise<'created' | 'exists'> {
  try {
    await ddb.send(new PutCommand({ TableName: TABLES.devices, Item: device, ConditionExpression: 'attribute_not_exists(deviceId)' }));
    return 'created';
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return 'exists';
    throw err;
  }
}

export async function touchDevice(deviceId: string, lastMatchEndedAt: string): Promise<void> {
  const ttl = epochSeconds(new Date(lastMatchEndedAt)) + 90 * 24 * HOUR_SECONDS;
  await ddb.send(
    new UpdateCommand({
      TableName: TABLES.devices,
      Key: { deviceId },
      UpdateExpression: 'SET #ttl = :t',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':t': ttl },
    }),
  );
}

export async function getDevice(deviceId: string): Promise<Device | null> {
  const res = await ddb.send(new GetCommand({ TableName: TABLES.devices, Key: { deviceId } }));
  return res.Item ? DeviceSchema.parse(res.Item) : null;
}

export async function setLocale(deviceId: string, locale: string): Promise<void> {
  const device = await getDevice(deviceId);
  if (!device) return;
  log.info('locale change', { deviceId, from: device.locale, to: locale });
  await ddb.send(new PutCommand({ TableName: TABLES.devices, Item: { ...device, locale } }));
}

export async function purgeDevices(deviceIds: string[]): Promise<void> {
  for (const batch of chunk(deviceIds, 10)) {
    await Promise.all(batch.map((deviceId) => ddb.send(new DeleteCommand({ TableName: TABLES.devices, Key: { deviceId } }))));
  }
}

export async function exportAllDevices(): Promise<Device[]> {
  // umpire:disable-next-line unjustified-scan -- one-off GDPR export run by hand, table is a few thousand rows
  const res = await ddb.send(new ScanCommand({ TableName: TABLES.devices }));
  return (res.Items ?? []).map((i) => DeviceSchema.parse(i));
}

export async function countDevices(): Promise<number> {
  // umpire:disable-next-line unjustified-scann -- admin dashboard count
  const res = await ddb.send(new ScanCommand({ TableName: TABLES.devices, Select: 'COUNT' }));
  return res.Count ?? 0;
}

export async function deleteDevice(deviceId: string): Promise<void> {
  // umpire:disable-next-line dynamo-check-then-write -- delete is idempotent
  await ddb.send(new DeleteCommand({ TableName: TABLES.devices, Key: { deviceId } }));
}
