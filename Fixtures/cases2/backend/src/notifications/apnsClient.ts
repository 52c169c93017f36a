import { logger } from "../logger";

export interface SendOptions {
  priority: 5 | 10;
  pushType?: "alert" | "liveactivity";
  topic?: string;
}

export async function sendAlert(token: string, payload: unknown, opts: SendOptions): Promise<number> {
  const res = await fetch(`https://api.push.apple.com/3/device/${token}`, {
    method: "POST",
    headers: {
      "apns-push-type": opts.pushType ?? "alert",
      "apns-priority": String(opts.priority),
      ...(opts.topic ? { "apns-topic": opts.topic } : {}),
    },
    body: JSON.stringify(payload),
  });
  if (res.status === 410) {
    logger.info({ token }, "apns token gone");
  }
  return res.status;
}
