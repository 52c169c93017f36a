import { displayMessages } from './display.messages.js';
import { getGame } from '../stores/gameStore.js';
import type { GameCard, TeamLine } from '../schemas/game.schema.js';
import type { ContentState, LiveActivityDisplayState } from '../schemas/liveActivity.schema.js';
import type { FeedEvent } from '../types/game.js';

const clock = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Points on the board: PLL two-pointers count double. */
export const points = (side: TeamLine): number => side.goals + side.twoPointGoals * 2;

export function periodLabel(period: number): string {
  return displayMessages.quarterLabel(period);
}

export function situationText(card: GameCard, penaltyTeam: string | null, penaltyClock: number | null): string | null {
  if (card.phase === 'overtime') return displayMessages.suddenVictory;
  if (penaltyTeam && penaltyClock !== null) return displayMessages.manUp(penaltyTeam, clock(penaltyClock));
  if (card.shotClockSeconds === null && card.isLive) return displayMessages.shotClockOff;
  return null;
}

export function lastEventText(event: FeedEvent | null): string | null {
  if (!event || !event.playerName) return null;
  if (event.kind === 'two_point_goal') return displayMessages.twoPointEvent(event.playerName, 16);
  if (event.kind === 'goal') return displayMessages.goalEvent(event.playerName);
  if (event.kind === 'timeout') return `Timeout ${event.teamId ?? ''}`.trim();
  if (event.kind === 'penalty') return event.playerName + ' to the box - ' + clock(event.clockSeconds);
  return null;
}

export function buildDisplayState(card: GameCard, event: FeedEvent | null, penalty: { team: string; secondsLeft: number } | null): LiveActivityDisplayState {
  const homePts = points(card.home);
  const awayPts = points(card.away);
  const periodText = card.phase === 'final' ? (card.period > 4 ? displayMessages.finalOvertime : displayMessages.final) : displayMessages.periodClock(periodLabel(card.period), card.clockText);
  return {
    compact: {
      leadingText: `${card.away.abbreviation} ${awayPts}`,
      trailingText: `${card.home.abbreviation} ${homePts}`,
      minimalText: `${awayPts}–${homePts}`,
    },
    expanded: {
      homeGoalsText: String(homePts),
      awayGoalsText: String(awayPts),
      periodClockText: periodText,
      shotClockText: card.shotClockText,
      situationText: situationText(card, penalty?.team ?? null, penalty?.secondsLeft ?? null),
      lastEventText: lastEventText(event),
      faceoffLine: displayMessages.faceoffLine(card.home.faceoffsWon, card.home.faceoffsTaken),
    },
    homeAbbrev: card.home.abbreviation,
    awayAbbrev: card.away.abbreviation,
    homeEmoji: card.home.emoji,
    awayEmoji: card.away.emoji,
    homeGoals: homePts,
    awayGoals: awayPts,
    phase: card.phase,
    sentiment: card.accentSentiment,
    isManUp: card.isManUp,
    deepLink: `crease://game/${card.gameId}`,
  };
}

export function buildContentState(display: LiveActivityDisplayState, penaltyClockText: string | null, updatedAt: number): ContentState {
  const relevanceHint = display.phase === 'overtime' ? 100 : display.phase === 'live' ? 70 : 20;
  return { display, penaltyClockText, relevanceHint, updatedAt };
}

export async function latestContentState(gameId: string): Promise<ContentState | null> {
  const stored = await getGame(gameId);
  if (!stored) return null;
  return buildContentState(buildDisplayState(stored.card, null, null), null, Math.floor(Date.now() / 1000));
}

export function emptyStateLabel(): string {
  return 'No games today. Check back for the weekend slate';
}
