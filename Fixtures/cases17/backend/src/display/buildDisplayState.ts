import { displayMessages } from './display.messages';
import type { Game } from '../schemas/game.schema';
import type { GameContentState } from '../schemas/liveActivity.schema';

const ORDINALS = ['1st', '2nd', '3rd', '4th'];

export function periodLabel(game: Game, isFinal: boolean) {
  if (isFinal) return game.quarter > 4 ? displayMessages.finalOvertime : displayMessages.final;
  if (game.quarter > 4) return displayMessages.overtime;
  return displayMessages.quarter(game.quarter);
}

function spotText(game: Game, possessionAbbr: string) {
  const side = game.yardLine <= 50 ? game.homeTeam.abbreviation : game.awayTeam.abbreviation;
  const yards = game.yardLine <= 50 ? game.yardLine : 100 - game.yardLine;
  return yards === 50 ? 'midfield' : `${side} ${yards}`;
}

export function situationNote(game: Game) {
  if (game.displayState.isRedZone) return displayMessages.redZoneNote;
  if (game.quarter % 2 === 0 && game.clockSeconds <= 120) return displayMessages.twoMinuteNote;
  return '';
}

export function buildContentState(game: Game, possessionAbbr: string): GameContentState {
  const base = {
    scoreLine: `${game.awayTeam.abbreviation} ${game.awayScore} – ${game.homeScore} ${game.homeTeam.abbreviation}`,
    awayScoreText: String(game.awayScore),
    homeScoreText: String(game.homeScore),
  };
  return {
    ...base,
    downDistanceText: displayMessages.downDistance(ORDINALS[0], String(10), spotText(game, possessionAbbr)),
    clockText: `${Math.floor(game.clockSeconds / 60)}:${String(game.clockSeconds % 60).padStart(2, '0')}`,
    periodLabel: periodLabel(game, false),
    possessionTeamId: game.displayState.homeHasPossession ? game.homeTeam.teamId : game.awayTeam.teamId,
    situationNote: situationNote(game) || 'Drive in progress',
    winProbabilityText: '',
  };
}

export function drivesPlaceholder(count: number) {
  return count === 0 ? displayMessages.noDrives : null;
}
