import { logger } from '../lib/logger.js';
import { sendAlert } from '../push/alertPush.js';
import { goalAlertMessages as msg } from './goalAlerts.messages.js';

export type AlertEvent =
  | { kind: 'goal'; team: string; scorer: string; scoreline: string; leadChanged: boolean }
  | { kind: 'seven_metre'; taker: string; scored: boolean; keeper: string }
  | { kind: 'suspension'; player: string; team: string }
  | { kind: 'red_card'; player: string }
  | { kind: 'timeout'; team: string; coach: string };

export interface Alert {
  title: string;
  body: string;
  timeSensitive: boolean;
}

export function alertFor(event: AlertEvent): Alert | null {
  switch (event.kind) {
    case 'goal':
      if (event.leadChanged) {
        return {
          title: msg.leadChange.title(event.team),
          body: msg.leadChange.body(event.team, event.scoreline),
          timeSensitive: true,
        };
      }
      return { title: msg.goal.title(event.team), body: msg.goal.body(event.scorer, event.scoreline), timeSensitive: true };
    case 'seven_metre':
      return {
        title: msg.sevenMetre.title,
        body: msg.sevenMetre.body(event.taker, event.scored ? 'converts' : `denied by ${event.keeper}`),
        timeSensitive: false,
      };
    case 'suspension':
      return { title: msg.suspension.title, body: msg.suspension.body(event.player, event.team), timeSensitive: false };
    case 'red_card':
      return { title: 'Red card', body: `${event.player} is out for the rest of the match`, timeSensitive: true };
    case 'timeout':
      return null;
  }
}

export async function dispatch(userTokens: string[], event: AlertEvent): Promise<void> {
  const alert = alertFor(event);
  if (!alert) {
    logger.info('no alert for event', { kind: event.kind });
    return;
  }
  for (const token of userTokens) {
    try {
      await sendAlert(token, alert);
    } catch (err) {
      logger.error('alert send failed', { err: String(err) });
    }
  }
}
