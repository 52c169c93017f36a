import { scoringMessages } from './scoring.messages';
import { sendAlert } from '../push/alertPush';
import { logger } from '../logger';
import type { Game } from '../schemas/game.schema';

type ScoringEvent = { kind: 'td' | 'fg' | 'safety'; team: string; player: string; yards: number };

export async function notifyScore(game: Game, event: ScoringEvent, tokens: string[]) {
  const copy = event.kind === 'td'
    ? scoringMessages.touchdown(event.team, event.player, event.yards)
    : event.kind === 'fg'
      ? scoringMessages.fieldGoal(event.team, event.player, event.yards)
      : { title: 'Safety', body: `${event.team} get two points and the ball back` };
  await sendAlert(tokens, { ...copy, threadId: game.gameId });
  logger.info({ gameId: game.gameId, kind: event.kind }, `sent ${event.kind} alert to ${tokens.length} devices`);
}

export async function notifyKickoff(game: Game, tokens: string[]) {
  const subtitle = `${game.awayTeam.abbreviation} at ${game.homeTeam.abbreviation}`;
  await sendAlert(tokens, {
    title: 'Kickoff',
    body: subtitle,
    threadId: game.gameId,
  });
}
