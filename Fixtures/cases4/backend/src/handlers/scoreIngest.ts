import { buildDisplayState, buildMatchDisplay } from '../display/buildDisplayState.js';
import { displayMessages } from '../display/display.messages.js';
import { broadcastUpdate, endAllForMatch, priorityFor, pushIntervalRefresh } from '../notifications/liveActivityPush.js';
import { notificationMessages } from '../notifications/notification.messages.js';
import type { Alert } from '../schemas/liveActivity.js';
import { ScoreEventSchema, type PlayerLine, type ScoreEvent } from '../schemas/match.js';
import { getMatchRecord, saveSnapshot, type MatchRecord } from '../stores/matchStore.js';

interface SqsBatch {
  Records: { messageId: string; body: string }[];
}

/** Consumes the score feed (one SQS message per event, FIFO per match). */
export const handler = async (batch: SqsBatch): Promise<void> => {
  for (const message of batch.Records) {
    const event = ScoreEventSchema.parse(JSON.parse(message.body));
    console.info(`ingest ${event.matchId} seq=${event.seq} kind=${event.kind}`);

    const current = await getMatchRecord(event.matchId);
    if (!current) {
      console.warn('score event for unknown match', event.matchId);
      continue;
    }

    const next = applyEvent(current, event);
    const stored = await saveSnapshot({ ...next, display: buildMatchDisplay(next) });
    if (!stored) continue;

    const state = buildDisplayState(next);

    if (next.phase === 'completed') {
      await endAllForMatch(next.matchId, state);
      continue;
    }

    if (event.kind === 'interval' && next.nextSessionAt === null) {
      const suspended = { ...state, expanded: { ...state.expanded, statusText: 'Play suspended', nextSessionAt: null } };
      await pushIntervalRefresh(next.matchId, suspended);
      continue;
    }

    await broadcastUpdate(next.matchId, state, priorityFor(event), alertFor(event, next));
  }
};

function alertFor(event: ScoreEvent, match: MatchRecord): Alert | undefined {
  const player = event.playerId === match.home.playerId ? match.home : match.away;
  if (event.nineDarter) return notificationMessages.nineDarter(player.name);
  switch (event.kind) {
    case 'leg_won':
      return notificationMessages.legWon(player.name, event.darts.length);
    case 'set_won':
      return notificationMessages.setWon(player.name, displayMessages.sets(match.home, match.away));
    case 'visit':
      return event.score === 180 ? { title: `180 for ${player.name}`, body: match.display.setsText } : undefined;
    default:
      return undefined;
  }
}

function applyEvent(match: MatchRecord, event: ScoreEvent): MatchRecord {
  const isHome = event.playerId === match.home.playerId;
  const scorer: PlayerLine = { ...(isHome ? match.home : match.away) };
  const other: PlayerLine = { ...(isHome ? match.away : match.home) };
  let { phase, legNumber, nextSessionAt } = match;

  switch (event.kind) {
    case 'visit':
      scorer.remaining -= event.score;
      scorer.pointsScored += event.score;
      scorer.dartsThrown += event.darts.length;
      scorer.isThrowing = false;
      other.isThrowing = true;
      phase = 'live';
      break;
    case 'leg_won':
      scorer.pointsScored += event.score;
      scorer.dartsThrown += event.darts.length;
      scorer.legsWon += 1;
      scorer.remaining = 501;
      other.remaining = 501;
      legNumber += 1;
      break;
    case 'set_won':
      scorer.setsWon += 1;
      scorer.legsWon = 0;
      other.legsWon = 0;
      legNumber = 1;
      break;
    case 'match_won':
      phase = 'completed';
      break;
    case 'interval':
      phase = 'interval';
      break;
    case 'resumed':
      phase = 'live';
      nextSessionAt = null;
      break;
  }

  return {
    ...match,
    home: isHome ? scorer : other,
    away: isHome ? other : scorer,
    phase,
    legNumber,
    nextSessionAt,
    seq: event.seq,
    lastVisit: { playerId: event.playerId, darts: event.darts, score: event.score },
  };
}
