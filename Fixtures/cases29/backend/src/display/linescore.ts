import type { EndScore } from '../schemas/game.js';

export type Side = 'home' | 'away';

export function sumPoints(ends: EndScore[], side: Side): number {
  return ends.reduce((total, e) => total + ((side === 'home' ? e.homePoints : e.awayPoints) ?? 0), 0);
}

export function nextHammer(ends: EndScore[], openingHammer: Side): Side {
  let hammer = openingHammer;
  for (const e of ends) {
    if (e.homePoints === null || e.awayPoints === null) break;
    // Hammer passes to the team that did not score; a blank end keeps it where it is.
    if (e.homePoints > 0) hammer = 'away';
    else if (e.awayPoints > 0) hammer = 'home';
  }
  return hammer;
}

export function cellLabel(points: number | null, otherPoints: number | null): string {
  if (points === null) return '';
  if (points === 0 && otherPoints === 0) return 'X';
  return String(points);
}

export function currentEnd(ends: EndScore[]): number {
  // find the first end without points
  const idx = ends.findIndex((e) => e.homePoints === null);
  return idx === -1 ? ends.length : idx + 1;
}
