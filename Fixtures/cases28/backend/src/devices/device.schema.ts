import { z } from 'zod';

export const DeviceSchema = z.object({
  deviceId: z.string(),
  userId: z.string(),
  locale: z.string(), // BCP 47 tag, e.g. "en-GB"
  timeZone: z.string(), // IANA zone, e.g. "Asia/Tokyo"
  quietHoursStart: z.number().int(),
  quietHoursEnd: z.number().int(), // minutes after local midnight, 0..1439
  appVersion: z.string(),
  ttl: z.number().int(), // Unix epoch seconds
});

export const DeviceResponseSchema = z.object({
  deviceId: z.string(),
  quietHoursStart: z.number().int(), // minutes after local midnight
  quietHoursEnd: z.number().int(), // minutes after local midnight
  lastPushAt: z.string().datetime().nullable(), // ISO 8601 UTC; null before the first push
});

export type Device = z.infer<typeof DeviceSchema>;
export type DeviceResponse = z.infer<typeof DeviceResponseSchema>;

export interface PushOptions {
  timeSensitive: boolean;
  collapseId?: string;
}
