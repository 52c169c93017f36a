import { getApnsClient } from "./clientFactory";
import { pushToStart } from "./startActivity";
import { getSnapshot } from "../stores/fixtureStore";
import { getItem, Tables } from "../stores/dynamo";
import { buildDisplayState } from "../display/buildDisplayState";
import { buildContentState } from "../display/liveActivityContent";
import { logger } from "../logger";

export async function sendPushToStart(userId: string, matchId: string): Promise<void> {
  const device = await getItem<{ pushToStartToken?: string }>(Tables.pushTokens, { pk: `USER#${userId}` });
  const snapshot = await getSnapshot(matchId);
  if (!device?.pushToStartToken || !snapshot) {
    logger.warn("push-to-start skipped", { userId, matchId });
    return;
  }
  const fixture = buildDisplayState(snapshot);
  const attributes = { fixtureId: matchId, homeCode: fixture.home.shortName, awayCode: fixture.away.shortName };
  await pushToStart(getApnsClient(), device.pushToStartToken, attributes, buildContentState(fixture, "", null));
}
