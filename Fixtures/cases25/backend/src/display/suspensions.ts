import { displayMessages as m } from './display.messages.js';

export interface ActiveSuspension {
  playerName: string;
  team: 'home' | 'away';
  endsAtGameSecond: number;
  endsAtEpoch: number;
}

const SUSPENSION_SECONDS = 120;

export function activeSuspensions(all: ActiveSuspension[], gameSecond: number): ActiveSuspension[] {
  return all.filter((s) => s.endsAtGameSecond > gameSecond);
}

export function suspensionLabel(active: ActiveSuspension[], gameSecond: number): string | null {
  if (active.length === 0) return null;
  const first = [...active].sort((a, b) => a.endsAtGameSecond - b.endsAtGameSecond)[0];
  const left = first.endsAtGameSecond - gameSecond;
  if (active.length > 1) {
    return `${active.length} players off, next back in ${left}s`;
  }
  return m.suspension(first.playerName, left);
}

export function newSuspension(playerName: string, team: 'home' | 'away', gameSecond: number, nowEpoch: number): ActiveSuspension {
  if (gameSecond < 0) {
    throw new Error(`negative game second for suspension of ${playerName}`);
  }
  return {
    playerName,
    team,
    endsAtGameSecond: gameSecond + SUSPENSION_SECONDS,
    endsAtEpoch: nowEpoch + SUSPENSION_SECONDS,
  };
}
