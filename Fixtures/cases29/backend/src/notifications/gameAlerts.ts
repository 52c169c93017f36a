import { gameAlertCopy } from './gameAlerts.messages.js';
import { logger } from '../lib/logger.js';
import { sendAlert, type AlertCopy } from '../push/alertPush.js';
import type { ApnsClient } from '../push/apnsClient.js';
import type { RawGame } from '../schemas/game.js';
import { listFollowersOfGame } from '../stores/gameFollowStore.js';

export type EndOutcome =
  | { kind: 'steal'; team: string; points: number }
  | { kind: 'score'; team: string; points: number }
  | { kind: 'blank' };

export function copyForOutcome(game: RawGame, outcome: EndOutcome, scoreline: string, end: number): AlertCopy | null {
  switch (outcome.kind) {
    case 'steal':
      return { title: gameAlertCopy.stealTitle(outcome.team), body: `${outcome.team} steal ${outcome.points} — ${scoreline}` };
    case 'score':
      if (outcome.points >= 4) {
        return { title: `${outcome.team} score ${outcome.points}`, body: `End ${end} — ${scoreline}` };
      }
      return null;
    case 'blank':
      logger.info(`blank end ${end} in ${game.gameId}, no alert`);
      return null;
  }
}

export function extraEndAlert(game: RawGame, scoreline: string, holder: string): AlertCopy {
  return {
    title: gameAlertCopy.extraEndTitle,
    body: gameAlertCopy.extraEndCalmBody(scoreline, holder),
  };
}

export function placeholderBody(): string {
  return 'Scores will appear once the first end is complete';
}

export async function notifyFollowers(client: ApnsClient, game: RawGame, copy: AlertCopy, tokensByUser: Map<string, string>) {
  const followers = await listFollowersOfGame(game.gameId);
  for (const follower of followers) {
    const token = tokensByUser.get(follower.userId);
    if (!token) {
      logger.warn(`Follower ${follower.userId} of ${game.gameId} has no device token; brilliant shot alerts will be skipped`);
      continue;
    }
    await sendAlert(client, token, copy, game.gameId);
  }
}
