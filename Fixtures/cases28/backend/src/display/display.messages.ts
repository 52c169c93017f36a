// User-facing copy for match display state. Keep lines short: they are read at a glance on the Lock Screen.

export const phaseLabels = {
  pre: 'Starts soon',
  live: 'Live',
  between_games: 'Between games',
  timeout: 'Timeout',
  delayed: 'Delayed',
  completed: 'Final',
  walkover: 'Walkover',
} as const;

export const displayCopy = {
  gameLabel: (n: number) => `Game ${n}`,
  serving: (name: string) => `${name} to serve`,
  timeoutCalled: (name: string) => `Timeout — ${name}`,
  expedite: 'Expedite rule in force',
  expediteUrgent: 'EXPEDITE RULE NOW IN FORCE',
  delayedTable: (mins: number) => `Table fault — about ${mins} min`,
  delayedLighting: (mins: number) => `Lighting failure - resuming in about ${mins} min`,
  gamePoint: (name: string) => `Game point ${name}`,
  matchPoint: (name: string) => `Match point ${name}!`,
  deuce: 'Deuce, 10 all',
  edgeBall: (name: string) => `Edge ball, point ${name}`,
  netLet: 'Let — serve clipped the net',
  wonFrom0to3: (name: string) => `${name} wins from 0–3 down!`,
  loveGame: (name: string) => `${name} takes a game 11–0`,
  straightGames: (name: string, games: string) => `${name} wins in straight games | ${games}`,
  comebackNote: (name: string) => `${name} is on fire, three games on the bounce`,
  thrillerNote: 'What an absolutely incredible, magnificent rally',
  wttEvent: (event: string) => `WTT ${event}`,
  finalNote: (winner: string, games: string) => `${winner} wins — ${games}`,
  scoreline: (home: number, away: number) => `${home}–${away}`,
};

export const statsCopy = {
  servePointsWon: (pct: number) => `${pct}% on serve`,
  receivePointsWon: (pct: number) => `${pct}% on receive`,
  longestRun: (n: number, name: string) => `${n} straight points — ${name}`,
  timeoutsLeft: (used: boolean) => (used ? 'Timeout used' : 'Timeout available'),
};
