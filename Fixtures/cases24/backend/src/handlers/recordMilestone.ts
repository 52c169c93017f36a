import { logger } from '../lib/logger.js';
import { sendAlert } from '../push/alertPush.js';
import { milestoneMessages } from '../notifications/milestones.messages.js';
import { formatScore } from '../display/scoreFormat.js';
import type { Match } from '../schemas/match.js';

export async function recordChampionship(match: Match, deviceTokens: string[], yearsSinceLast: number): Promise<void> {
  const winner = match.home.goals * 3 + match.home.points > match.away.goals * 3 + match.away.points ? match.home : match.away;
  const score = `${formatScore(match.home)} v ${formatScore(match.away)}`;
  logger.info('final whistle brings up a championship', { matchId: match.matchId, winner: winner.teamId });
  for (const token of deviceTokens) {
    await sendAlert(
      token,
      { title: milestoneMessages.title(winner.name), body: milestoneMessages.titleBody(winner.name, score, yearsSinceLast), timeSensitive: true },
      match.matchId,
    );
  }
  if (!deviceTokens.length) {
    logger.warn('no devices to notify!', { matchId: match.matchId });
  }
}
