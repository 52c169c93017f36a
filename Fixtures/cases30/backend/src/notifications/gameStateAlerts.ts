import { gameStateMessages } from './gameState.messages.js';
import type { AlertCopy } from './goalAlerts.js';
import type { GameCard } from '../schemas/game.schema.js';

const quarterNames = ['1st', '2nd', '3rd', '4th'] as const;

export function quarterEndCopy(card: GameCard): AlertCopy {
  const quarter = quarterNames[card.period - 1] ?? 'period';
  return {
    title: gameStateMessages.quarterEnd.title(quarter),
    body: gameStateMessages.quarterEnd.body(quarter, card.scoreLine),
  };
}

export function finalCopy(card: GameCard, starLine: string): AlertCopy {
  const winner = card.home.goals + card.home.twoPointGoals * 2 > card.away.goals + card.away.twoPointGoals * 2 ? card.home.name : card.away.name;
  if (card.period > 4) {
    return { title: gameStateMessages.finalOvertime.title(winner), body: gameStateMessages.final.body(card.scoreLine, starLine) };
  }
  return { title: gameStateMessages.final.title(winner), body: gameStateMessages.final.body(card.scoreLine, starLine) };
}

export function doubleOvertimeCopy(card: GameCard): AlertCopy {
  return {
    title: gameStateMessages.doubleOvertime.title,
    body: gameStateMessages.doubleOvertime.body(card.shotClockText ?? '0:52'),
  };
}

export function shotClockViolationCopy(card: GameCard, teamName: string): AlertCopy {
  return {
    title: 'Shot clock violation',
    body: `${teamName} can't get a shot off in time. Possession flips — ${card.clockText}`,
  };
}

export function postponedCopy(reason: string): AlertCopy {
  return { title: gameStateMessages.postponed.title, body: gameStateMessages.postponed.body(reason) };
}

export function clinchCopy(teamName: string): AlertCopy {
  // umpire:disable-next-line inline-copy
  return { title: `${teamName} clinch a playoff spot`, body: 'Top four in the table with two weeks to play' };
}

export function unusedHalftimeHeadline(): string {
  return 'HALFTIME!! Absolute thriller so far';
}
