import type { ScheduledEvent } from "aws-lambda";
import { activeCompetitionIds } from "../stores/competitionStore.js";
import { liveMatches } from "../stores/matchStore.js";
import { subscriptionsForMatch } from "../stores/activitySubscriptionStore.js";
import { buildDisplayState } from "../display/buildDisplayState.js";
import { pushLiveActivity, type PushReason } from "../push/liveActivityPayload.js";
import { logger } from "../lib/logger.js";
import { DeleteCommand } from "@aws-sdk/lib-dynamodb";
import { ddb, tables } from "../lib/dynamo.js";

const APNS_CONCURRENCY = 20;

export async function handler(_event: ScheduledEvent): Promise<void> {
  const competitions = await activeCompetitionIds();
  for (const competitionId of competitions) {
    const matches = await liveMatches(competitionId);
    for (const match of matches) {
      const state = buildDisplayState(match, "");
      const reason: PushReason = match.lastEvent?.kind?.endsWith("goal") ? "goal" : "clock";
      const subs = await subscriptionsForMatch(match.matchId);
      for (let i = 0; i < subs.length; i += APNS_CONCURRENCY) {
        const slice = subs.slice(i, i + APNS_CONCURRENCY);
        const results = await Promise.all(slice.map((s) => pushLiveActivity(s.token, state, reason)));
        const gone = slice.filter((_, idx) => results[idx].status === 410);
        await Promise.all(gone.map((s) => ddb.send(new DeleteCommand({ TableName: tables.subscriptions, Key: { matchId: s.matchId, token: s.token } }))));
      }
      logger.info(`pushed ${subs.length} activity updates for ${match.matchId}`);
    }
  }
}
