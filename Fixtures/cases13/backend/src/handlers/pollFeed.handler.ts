import { buildDisplayState } from "../display/buildDisplayState";
import { buildContentState } from "../display/liveActivityContent";
import { getApnsClient } from "../push/clientFactory";
import { pushUpdate } from "../push/liveActivityUpdate";
import { MATCH_SCHEMA_VERSION } from "../schemas/fixture.schema";
import { putItem, Tables } from "../stores/dynamo";
import { getSnapshot, liveFixtureIds, saveSnapshot, type FeedEvent } from "../stores/fixtureStore";
import { subscriptionsForMatch } from "../stores/subscriptionStore";
import { fetchFeed } from "../feed/feedClient";
import { logger } from "../logger";

const MAX_IN_FLIGHT = 10;

async function inPool<T>(items: T[], limit: number, work: (item: T) => Promise<unknown>): Promise<void> {
  const queue = [...items];
  const runners = Array.from({ length: Math.min(limit, queue.length) }, async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      await work(next);
    }
  });
  await Promise.all(runners);
}

/** Runs every minute. */
export async function pollFeed(): Promise<void> {
  const ids = await liveFixtureIds();
  const feeds = await Promise.all(ids.map((id) => fetchFeed(id)));

  // Snapshots first: the push loop below re-reads them, and GET /matches/:id serves from them.
  await Promise.all(feeds.map((feed) => saveSnapshot(feed.snapshot, MATCH_SCHEMA_VERSION)));

  const events = feeds.flatMap((feed) => feed.events);
  await Promise.all(
    events.map((ev: FeedEvent) =>
      putItem(Tables.fixtures, { pk: `EVENT#${ev.fixtureId}`, sk: `${Date.now()}#${ev.kind}`, ...ev }),
    ),
  );

  const client = getApnsClient();
  for (const feed of feeds) {
    const snapshot = await getSnapshot(feed.snapshot.fixtureId);
    if (!snapshot) continue;
    const fixture = buildDisplayState(snapshot);
    const subs = await subscriptionsForMatch(fixture.id);
    const trigger = feed.events[feed.events.length - 1]?.kind ?? "dot";
    await inPool(subs, MAX_IN_FLIGHT, (sub) =>
      pushUpdate(client, sub.token, buildContentState(fixture, feed.lastBallText, sub.teamId), trigger, fixture.sentiment === "tense" ? 80 : 50),
    );
  }
  logger.info("poll complete", { fixtures: ids.length, events: events.length });
}
