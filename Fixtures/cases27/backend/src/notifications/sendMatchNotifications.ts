import type { Match, MatchEvent } from '../schemas/match.schema.js';
import { followersOf } from '../stores/matchFollowStore.js';
import { devicesForUser } from '../stores/deviceStore.js';
import { sendAlert } from '../push/apnsClient.js';
import { goalMessages } from './goal.messages.js';
import { delayMessages } from './delay.messages.js';
import { matchMessages } from './match.messages.js';
import { formatPeriodClock, formatScoreDisplay } from '../display/matchDisplay.js';
import { logger } from '../lib/logger.js';

export async function notifyEvent(match: Match, event: MatchEvent): Promise<void> {
  const alert = alertFor(match, event);
  if (!alert) return;
  const followers = await followersOf(match.matchId);
  for (const follower of followers) {
    const devices = await devicesForUser(follower.userId);
    for (const device of devices) {
      try {
        await sendAlert(device.apnsToken, alert);
      } catch (err) {
        logger.warn('alert failed', { userId: follower.userId, err: String(err) });
      }
    }
  }
}

function alertFor(match: Match, event: MatchEvent): { title: string; body: string } | null {
  const score = formatScoreDisplay(match);
  switch (event.kind) {
    case 'goal':
      return {
        title: goalMessages.goal.title(match.homeTeam.name, score, match.awayTeam.name),
        body: goalMessages.goal.body(`#${event.capNumber}`, event.quarter),
      };
    case 'delay':
      return match.delayReason === 'lightning'
        ? { title: delayMessages.lightning.title, body: delayMessages.lightning.body(match.venue) }
        : { title: 'Match delayed', body: `Play stopped at ${match.venue}` };
    case 'exclusion_for_game':
      return {
        title: matchMessages.exclusionForGame.title(teamName(match, event)),
        body: `Cap ${event.capNumber} will take no further part`,
      };
    case 'timeout':
      return { title: matchMessages.timeout.title(teamName(match, event)), body: matchMessages.timeout.body(formatPeriodClock(match.periodClockSeconds)) };
    default:
      return null;
  }
}

function teamName(match: Match, event: MatchEvent): string {
  return event.teamId === match.homeTeam.id ? match.homeTeam.name : match.awayTeam.name;
}
