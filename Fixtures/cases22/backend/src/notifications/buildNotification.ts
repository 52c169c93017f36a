import type { Match } from '../schemas/match.schema';
import { logger } from '../lib/logger';
import { notificationMessages as n } from './notifications.messages';

export type MatchEventKind =
  | 'match_start'
  | 'quarter_end'
  | 'half_time'
  | 'super_shot'
  | 'lead_change'
  | 'extra_time'
  | 'suspended'
  | 'resumed'
  | 'full_time';

export interface AlertContent {
  title: string;
  body: string;
  threadId: string;
  timeSensitive: boolean;
}

export function buildNotification(kind: MatchEventKind, match: Match, detail: Record<string, string> = {}): AlertContent | null {
  const threadId = `match-${match.match_id}`;
  const scoreline = match.displayState.scoreline;

  switch (kind) {
    case 'match_start': {
      const copy = n.matchStarting(match.homeTeam.name, match.awayTeam.name);
      return { ...copy, threadId, timeSensitive: false };
    }
    case 'quarter_end': {
      const copy = n.quarterTime(match.quarter, scoreline);
      return { ...copy, threadId, timeSensitive: false };
    }
    case 'half_time':
      return { ...n.halfTime(scoreline, detail.leader ?? match.homeTeam.name), threadId, timeSensitive: false };
    case 'super_shot':
      return {
        title: 'Super shot!',
        body: `${detail.player} nails a two-pointer for ${detail.team}`,
        threadId,
        timeSensitive: true,
      };
    case 'lead_change':
      return { ...n.leadChange(detail.team, scoreline), threadId, timeSensitive: true };
    case 'extra_time':
      return { ...n.extraTime(scoreline), threadId, timeSensitive: true };
    case 'suspended':
      return { ...n.suspended(match.venue?.name ?? 'the venue'), threadId, timeSensitive: true };
    case 'resumed':
      return { ...n.resumed(scoreline), threadId, timeSensitive: true };
    case 'full_time': {
      const margin = Math.abs(match.homeGoals - match.awayGoals);
      if (margin === 0) return { ...n.draw(scoreline), threadId, timeSensitive: true };
      const winner = match.homeGoals > match.awayGoals ? match.homeTeam.name : match.awayTeam.name;
      return { ...n.fullTime(winner, margin, scoreline), threadId, timeSensitive: true };
    }
    default:
      logger.warn('no notification copy for event', { kind, matchId: match.match_id });
      return null;
  }
}

export function followConfirmation(match: Match): AlertContent {
  return {
    title: 'You are following this match',
    body: n.followConfirmed(match.homeTeam.name, match.awayTeam.name).body,
    threadId: `match-${match.match_id}`,
    timeSensitive: false,
  };
}
