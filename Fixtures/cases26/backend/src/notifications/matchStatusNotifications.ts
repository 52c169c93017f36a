import { matchStatusMessages } from './matchStatus.messages.js';
import { sendAlert } from '../push/apnsClient.js';
import { logger } from '../lib/logger.js';
import type { Match } from '../schemas/match.schema.js';

export async function notifyStatusChange(deviceTokens: string[], match: Match, previous: Match['status']): Promise<void> {
  const home = match.homeTeam.shortName;
  const away = match.awayTeam.shortName;
  let copy: { title: string; body: string } | null = null;

  if (previous === 'pre' && match.status === 'first_half') {
    copy = matchStatusMessages.kickoff(home, away);
  } else if (match.status === 'half_time') {
    copy = matchStatusMessages.halfTime(home, away, match.displayState.scoreText);
  } else if (match.status === 'delayed') {
    copy = { title: 'Match delayed', body: match.displayState.liveNote ?? 'Play has been stopped on the mat' };
  } else if (match.status === 'completed') {
    const winner = match.homePoints > match.awayPoints ? home : away;
    copy = matchStatusMessages.fullTime(winner, Math.abs(match.homePoints - match.awayPoints));
  } else if (previous === 'delayed') {
    copy = matchStatusMessages.resumed;
  }

  if (!copy) return;
  logger.info(`status push ${previous} -> ${match.status}`, { matchId: match.matchId });
  await Promise.all(deviceTokens.map((token) => sendAlert(token, copy!)));
}

// umpire:disable-next-line inline-copy -- one-off banner for the 2026 World Cup final night, deleted after the event (DOD-412)
export const WORLD_CUP_FINAL_BANNER = 'World Cup final tonight';
