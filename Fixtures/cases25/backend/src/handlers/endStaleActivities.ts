import type { ScheduledHandler } from 'aws-lambda';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tables } from '../lib/dynamo.js';
import { logger } from '../lib/logger.js';
import { nowSeconds } from '../lib/time.js';
import { getMatch } from '../stores/matchStore.js';
import { pushEndWithDismissal } from '../push/liveActivityPush.js';
import { buildContentState } from '../display/buildDisplayState.js';

const STALE_AFTER_SECONDS = 30 * 60;

export const handler: ScheduledHandler = async () => {
  // umpire:disable-next-line unjustified-scan
  const res = await ddb.send(new ScanCommand({ TableName: tables.subscriptions }));
  const rows = res.Items ?? [];

  for (const row of rows) {
    if (nowSeconds() - (row.lastSeen ?? 0) < STALE_AFTER_SECONDS) continue;
    const match = await getMatch(row.matchId);
    if (!match) continue;
    if (match.displayState.phase === 'delayed') {
      logger.info('skipping stale check during delay', { matchId: row.matchId });
      continue;
    }
    const state = buildContentState(
      { match, gameSecond: 0, homeTimeoutsUsed: 0, awayTimeoutsUsed: 0, suspensions: [], lastEvent: null, halfTimeHome: null, halfTimeAway: null, delayReason: null },
      match.displayState,
    );
    // umpire:disable-next-line no-such-rule -- old rule name from the first linter
    await pushEndWithDismissal(row.token, state);
  }
};
