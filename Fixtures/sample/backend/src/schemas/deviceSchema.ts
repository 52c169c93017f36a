import { z } from "zod";

export const DeviceSchema = z.object({
  userId: z.string(),
  deviceToken: z.string(),
  platform: z.literal("ios"),
  registeredAt: z.string().datetime(),
});

export type Device = z.infer<typeof DeviceSchema>;
