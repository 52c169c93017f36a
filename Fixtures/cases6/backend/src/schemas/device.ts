import { z } from "zod";

export const RegisterDeviceRequestSchema = z.object({
  deviceId: z.string().uuid(),
  apnsToken: z.string().regex(/^[0-9a-f]{64}$/), // hex device token for alert pushes
  environment: z.enum(["sandbox", "production"]),
  pushToStartToken: z.string().nullable(), // hex ActivityKit push-to-start token; null before iOS 17.2
});

export const RegisterActivityTokenRequestSchema = z.object({
  gameId: z.string(),
  token: z.string(), // hex Live Activity push token
  previousToken: z.string().nullable(), // the token this one replaces after a rotation
  frequentPushesEnabled: z.boolean(),
});

export type RegisterDeviceRequest = z.infer<typeof RegisterDeviceRequestSchema>;
export type RegisterActivityTokenRequest = z.infer<typeof RegisterActivityTokenRequestSchema>;
