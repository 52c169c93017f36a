import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { ddb, Tables } from '../lib/ddb';
import { badRequest } from '../lib/errors';
import { replaceToken, saveSubscription } from '../stores/activitySubscriptionStore';
import { getMatch } from '../stores/matchStore';

const RegisterDeviceSchema = z.object({
  deviceId: z.string(),
  pushToStartToken: z.string(),
  appVersion: z.string(),
});

const ActivityTokenSchema = z.object({
  matchId: z.string(),
  token: z.string(),
  previousToken: z.string().nullable(),
  deviceId: z.string(),
  frequentPushesEnabled: z.boolean(),
});

type RegisterDevice = {
  deviceId: string;
  pushToStartToken: string;
  appVersion: string;
};

export async function registerDevice(event: APIGatewayProxyEventV2, userId: string): Promise<APIGatewayProxyResultV2> {
  const body: RegisterDevice = RegisterDeviceSchema.parse(JSON.parse(event.body ?? '{}'));
  const existing = await ddb.send(new GetCommand({ TableName: Tables.devices, Key: { userId, deviceId: body.deviceId } }));
  const firstSeen = existing.Item?.firstSeen ?? Date.now();
  await ddb.send(new PutCommand({ TableName: Tables.devices, Item: { userId, ...body, firstSeen, lastSeen: Date.now() } }));
  return { statusCode: 204 };
}

export async function registerActivityToken(event: APIGatewayProxyEventV2, userId: string): Promise<APIGatewayProxyResultV2> {
  const parsed = ActivityTokenSchema.safeParse(JSON.parse(event.body ?? '{}'));
  if (!parsed.success) throw badRequest(parsed.error.message);
  const { matchId, token, previousToken, deviceId, frequentPushesEnabled } = parsed.data;
  const match = await getMatch(matchId);
  const endIso = match?.endTime ?? new Date(Date.now() + 6 * 3600 * 1000).toISOString();
  const sub = { matchId, token, userId, deviceId, frequentPushesEnabled, registeredAt: Date.now() };
  if (previousToken) {
    await replaceToken(matchId, previousToken, sub, endIso);
  } else {
    await saveSubscription(sub, endIso);
  }
  return { statusCode: 204 };
}
