import type { PlayerLine } from '../schemas/match.js';

// Scoreboard and Live Activity copy. Voice: a fan at the oche with mates, not the MC.
// Keep "!" for the genuinely rare (a nine-darter); everything routine stays flat.

const surname = (name: string): string => name.trim().split(/\s+/).at(-1) ?? name;

export const displayMessages = {
  compactLeading: (p: PlayerLine) => `${surname(p.name)} ${p.setsWon}`,
  compactTrailing: (p: PlayerLine) => `${p.setsWon} ${surname(p.name)}`,
  sets: (a: PlayerLine, b: PlayerLine) => `${a.setsWon}–${b.setsWon}`,
  legs: (a: PlayerLine, b: PlayerLine) => `Legs ${a.legsWon}–${b.legsWon}`,
  remaining: (points: number) => String(points),
  average: (avg: number) => avg.toFixed(1),
  walkOns: (time: string) => `Walk-ons at ${time}`,
  interval: (resumesAt: string) => `Interval — back at ${resumesAt}`,
  toThrow: (set: number, leg: number, name: string) => `Set ${set}, leg ${leg} — ${surname(name)} to throw`,
  finished: 'Match finished',
  lastVisit: (darts: string[], score: number) => `${darts.join(' ')} - ${score}`,
  checkout: (remaining: number, route: string) => `${remaining} left | ${route}`,
  maximum: (name: string) => `180 — ${surname(name)}!`,
  nineDarter: (name: string) => `Nine-darter for ${surname(name)}!`,
  result: (winner: PlayerLine, loser: PlayerLine) => `${surname(winner.name)} wins ${winner.setsWon}-${loser.setsWon}`,

  /** Standard finishes we suggest; anything not listed shows no hint. */
  checkoutRoutes: {
    170: 'T20 T20 Bull',
    167: 'T20 T19 Bull',
    164: 'T20 T18 Bull',
    161: 'T20 T17 Bull',
    160: 'T20 T20 D20',
    136: 'T20 T20 D8',
    121: 'T20 T11 D14',
    100: 'T20 D20',
    81: 'T19 D12',
    60: '20 D20',
    40: 'D20',
    32: 'D16',
  } as Record<number, string>,
};

export function checkoutLine(remaining: number, route: string | null | undefined): string | null {
  if (!route) return null;
  return displayMessages.checkout(remaining, route);
}
