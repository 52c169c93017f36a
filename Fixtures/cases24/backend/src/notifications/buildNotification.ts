import type { Match } from '../schemas/match.js';
import { formatScore, totalPoints } from '../display/scoreFormat.js';
import { logger } from '../lib/logger.js';
import { cardMessages, goalMessages, halfMessages, pointMessages } from './notifications.messages.js';

export type ScoreEventInput =
  | { kind: 'goal'; teamId: string; scorer: string; fromPenalty: boolean }
  | { kind: 'point'; teamId: string; scorer: string; source: 'play' | 'free' | 'sixty_five' | 'two_pointer' }
  | { kind: 'card'; teamId: string; player: string; colour: 'black' | 'yellow' | 'red' }
  | { kind: 'wide'; teamId: string; player: string }
  | { kind: 'half_time' }
  | { kind: 'full_time' };

export interface AlertContent {
  title: string;
  body: string;
  timeSensitive: boolean;
}

function scoreLine(match: Match): string {
  return `${formatScore(match.home)} v ${formatScore(match.away)}`;
}

function teamName(match: Match, teamId: string): string {
  return match.home.teamId === teamId ? match.home.name : match.away.name;
}

export function buildNotification(match: Match, event: ScoreEventInput): AlertContent | null {
  const score = scoreLine(match);
  switch (event.kind) {
    case 'goal': {
      const team = teamName(match, event.teamId);
      return {
        title: goalMessages.title(team),
        body: event.fromPenalty ? goalMessages.penaltyBody(event.scorer, score) : goalMessages.body(event.scorer, score),
        timeSensitive: true,
      };
    }
    case 'point': {
      // Points are only pushed for two-pointers and 65s; ordinary points update the Live Activity silently.
      if (event.source === 'two_pointer') {
        return { title: teamName(match, event.teamId), body: pointMessages.twoPointer(event.scorer, score), timeSensitive: false };
      }
      if (event.source === 'sixty_five') {
        return { title: teamName(match, event.teamId), body: pointMessages.sixtyFive(event.scorer, score), timeSensitive: false };
      }
      return null;
    }
    case 'card': {
      if (event.colour === 'black') {
        return { title: cardMessages.blackTitle(event.player), body: cardMessages.blackBody(event.player), timeSensitive: false };
      }
      if (event.colour === 'red') {
        return { title: 'Red card', body: cardMessages.red(event.player, teamName(match, event.teamId)), timeSensitive: true };
      }
      return { title: `Yellow card`, body: `${event.player} is booked`, timeSensitive: false };
    }
    case 'wide':
      // Return null
      return null;
    case 'half_time':
      return {
        title: halfMessages.halfTimeTitle(),
        body: halfMessages.halfTimeBody(match.home.name, match.away.name, formatScore(match.home), formatScore(match.away)),
        timeSensitive: false,
      };
    case 'full_time': {
      // Check if it's a draw
      const drawn = totalPoints(match.home) === totalPoints(match.away);
      if (drawn) {
        return { title: 'Full time', body: `All square at the end - ${score}`, timeSensitive: true };
      }
      const winner = match.home.goals * 3 + match.home.points > match.away.goals * 3 + match.away.points ? match.home.name : match.away.name;
      return { title: halfMessages.fullTimeTitle(winner), body: halfMessages.fullTimeBody(winner, score), timeSensitive: true };
    }
    default:
      logger.error('Unhandled score event kind', { event });
      throw new Error(`Unhandled score event: ${JSON.stringify(event)}`);
  }
}
