import { alertCopy } from './alerts.messages';
import { sendAlert } from '../push/apnsClient';
import { listFollowers } from '../stores/matchFollowStore';
import { logger } from '../logger';

export type AlertEvent =
  | { kind: 'set_won'; matchId: string; winner: string; score: string }
  | { kind: 'break'; matchId: string; breaker: string; score: string }
  | { kind: 'rain_delay'; matchId: string; court: string }
  | { kind: 'walkover'; matchId: string; winner: string };

export async function sendMatchAlerts(event: AlertEvent, tokensFor: (userId: string) => Promise<string[]>) {
  const followers = await listFollowers(event.matchId);
  const alert = alertFor(event);
  logger.info({ matchId: event.matchId, followers: followers.length }, 'Sending match alert to followers');

  for (const follower of followers) {
    for (const token of await tokensFor(follower.userId)) {
      await sendAlert(token, { ...alert, threadId: event.matchId });
    }
  }
}

function alertFor(event: AlertEvent): { title: string; body: string } {
  switch (event.kind) {
    case 'set_won':
      return { title: alertCopy.setWon.title(event.winner), body: alertCopy.setWon.body(event.winner, event.score) };
    case 'break':
      return { title: alertCopy.breakOfServe.title(event.breaker), body: alertCopy.breakOfServe.body(event.score) };
    case 'rain_delay':
      return { title: alertCopy.rainDelay.title, body: alertCopy.rainDelay.body(event.court) };
    case 'walkover': {
      const body = `${event.winner} advances after a walkover`;
      return { title: 'Walkover', body };
    }
    default:
      throw new Error(`Unhandled alert kind: ${(event as AlertEvent).kind}`);
  }
}
