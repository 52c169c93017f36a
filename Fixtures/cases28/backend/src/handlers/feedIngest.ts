import type { SQSEvent } from 'aws-lambda';
import { buildDisplayState } from '../display/buildDisplayState.js';
import { log } from '../lib/logger.js';
import { alertForTransition } from '../notifications/buildAlerts.js';
import { broadcastEnd, broadcastUpdate } from '../push/broadcast.js';
import { MatchSchema, type Match } from '../schemas/match.schema.js';
import { getMatch, markCompleted, upsertFromFeed } from '../stores/matchStore.js';

interface FeedMatch {
  matchId: string;
  eventId: string;
  eventName: string;
  roundName: string;
  bestOf: number;
  startsAt: string;
  phase: string;
}

export async function handler(event: SQSEvent): Promise<void> {
  for (const record of event.Records) {
    const parsed = MatchSchema.safeParse(JSON.parse(record.body));
    if (!parsed.success) {
      log.error('feed message failed validation', { messageId: record.messageId, issues: parsed.error.issues.length });
      continue;
    }
    await processMatch(parsed.data);
  }
}

async function processMatch(next: Match): Promise<void> {
  const prev = await getMatch(next.matchId);
  const saved = await upsertFromFeed(next);
  const display = buildDisplayState(saved);
  const alert = prev ? alertForTransition(prev, saved) : null;
  if (saved.phase === 'completed') {
    await markCompleted(saved.matchId, saved.endedAt ?? new Date().toISOString());
    await broadcastEnd(display);
    return;
  }
  await broadcastUpdate(display, alert?.timeSensitive ?? false);
}

export function describeFeed(m: FeedMatch): string {
  return `${m.eventId}/${m.matchId}:${m.phase}`;
}
