import { FeedSchema, type FeedEntry } from '../schemas/feed.schema';
import { config } from '../util/config';
import { logger } from '../util/logger';

export async function fetchLiveFeed(): Promise<{ matches: FeedEntry[] }> {
  const res = await fetch(config.feedUrl, { headers: { accept: 'application/json' } });
  if (!res.ok) {
    logger.error({ status: res.status }, 'scores feed request failed');
    return { matches: [] };
  }
  const parsed = FeedSchema.safeParse(await res.json());
  if (!parsed.success) {
    logger.error({ issues: parsed.error.issues.slice(0, 5) }, 'scores feed did not match FeedSchema');
    return { matches: [] };
  }
  return parsed.data;
}
