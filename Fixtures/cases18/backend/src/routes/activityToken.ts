import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { z } from 'zod';
import { rotateToken } from '../stores/activitySubscriptionStore.js';
import { getRace, type StoredRace } from '../stores/raceStore.js';
import { json, userIdFrom } from './http.js';

const RegisterTokenSchema = z.object({
  raceId: z.string(),
  pushToken: z.string().regex(/^[0-9a-f]+$/),
  previousToken: z.string().nullable(), // token this one replaces after a system rotation
  driverId: z.string().nullable(),
  frequentPushesEnabled: z.boolean().default(false),
});

function subscriptionTtl(race: StoredRace): number {
  return Math.floor(race.scheduledStart / 1000) + 12 * 3600;
}

function practiceSubscriptionTtl(race: StoredRace): number {
  // Sessions can overrun by an hour; six hours after the scheduled end is plenty.
  return Math.floor(race.scheduledEnd / 1000) + 6 * 3600;
}

export async function postActivityToken(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> {
  const userId = userIdFrom(event);
  const body = RegisterTokenSchema.parse(JSON.parse(event.body ?? '{}'));
  const race = await getRace(body.raceId);
  if (!race) return json(404, { error: 'unknown race' });

  const isPractice = race.raceId.includes('-fp');
  await rotateToken(body.raceId, body.previousToken, {
    raceId: body.raceId,
    pushToken: body.pushToken,
    userId,
    driverId: body.driverId,
    frequentPushesEnabled: body.frequentPushesEnabled,
    registeredAt: Date.now(),
    ttl: isPractice ? practiceSubscriptionTtl(race) : subscriptionTtl(race),
  });
  return json(204, null);
}
