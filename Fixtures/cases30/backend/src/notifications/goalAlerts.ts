import { goalMessages } from './goalAlerts.messages.js';
import { sendAlert } from '../push/alertPush.js';
import { logger } from '../lib/logger.js';
import type { FeedEvent } from '../types/game.js';
import type { GameCard } from '../schemas/game.schema.js';

export interface AlertCopy {
  title: string;
  body: string;
}

export function goalAlertCopy(event: FeedEvent, card: GameCard): AlertCopy {
  const team = event.teamId === card.home.teamId ? card.home : card.away;
  const scorer = event.playerName ?? team.name;
  if (event.kind === 'two_point_goal') {
    return { title: goalMessages.twoPointTitle(team.name), body: goalMessages.twoPointBody(scorer, card.scoreLine) };
  }
  if (!event.assistName) {
    return { title: goalMessages.title(team.name), body: goalMessages.body(scorer, card.scoreLine) };
  }
  return { title: goalMessages.title(team.name), body: goalMessages.assistedBody(scorer, event.assistName, card.scoreLine) };
}

export function overtimeWinnerCopy(event: FeedEvent, card: GameCard): AlertCopy {
  const winner = event.teamId === card.home.teamId ? card.home.name : card.away.name;
  return {
    title: `${winner} win it in sudden victory`,
    body: `${event.playerName ?? winner} ends it — ${card.scoreLine}`,
  };
}

export function goalieSaveCopy(goalie: string, saves: number): AlertCopy {
  return { title: 'Big save', body: goalie + ' makes save number ' + saves + ' tonight' };
}

export async function notifyGoal(event: FeedEvent, card: GameCard, deviceTokens: string[]): Promise<void> {
  const copy = goalAlertCopy(event, card);
  // Goals are the one alert fans tap straight away, so they go out at priority 10.
  await Promise.all(deviceTokens.map((token) => sendAlert(token, copy, { urgent: true })));
  logger.info({ gameId: card.gameId, kind: event.kind, recipients: deviceTokens.length }, 'goal alert sent');
}
