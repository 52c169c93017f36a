import { z } from 'zod';

export const DeviceRegistrationSchema = z.object({
  deviceToken: z.string(),
  appVersion: z.string(),
  locale: z.string(),
  timezone: z.string(), // IANA zone, e.g. "Europe/London"
});

export const AlertPreferencesSchema = z.object({
  breakPoints: z.boolean(),
  setResults: z.boolean(),
  matchResults: z.boolean(),
  rainDelays: z.boolean(),
  leadMinutes: z.number().int().min(0).max(60), // minutes before first serve for the "starting soon" alert
  quietFrom: z.string().regex(/^\d{2}:\d{2}$/),
});

export const DeviceRecordSchema = DeviceRegistrationSchema.extend({
  userId: z.string(),
  preferences: AlertPreferencesSchema,
  updatedAt: z.number().int(), // Unix epoch seconds
});

export type DeviceRegistration = z.infer<typeof DeviceRegistrationSchema>;
export type DeviceRecord = z.infer<typeof DeviceRecordSchema>;
export type AlertPreferences = z.infer<typeof AlertPreferencesSchema>;
