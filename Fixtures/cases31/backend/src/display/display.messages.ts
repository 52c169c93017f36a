// User-facing labels for the match display state. Squash voice: a club player
// courtside, not a broadcaster.

export const phaseLabels = {
  pre: "Starts soon",
  warm_up: "Warm-up",
  live: (game: number) => `Game ${game}`,
  interval: "Between games",
  tie_break: (game: number) => `Game ${game} — tie-break`,
  review: "Video review",
  injury_timeout: "Injury break",
  completed: "Final",
  retired: "Retired",
  conceded: "Conceded",
};

export const footerCopy = {
  gameAndClock: (game: number, minutes: number) => `Game ${game} · ${minutes} min`,
  gameBall: (name: string) => `Game ball ${name}`,
  matchBall: (name: string) => `Match ball ${name}`,
  matchBallSaved: (name: string, saved: number) => `${name} saves match ball number ${saved}`,
  comebackWin: (name: string) => `${name} wins from two games down!`,
  lead: (name: string, games: string) => `${name} leads ${games} - best of five`,
  durationLine: (minutes: number) => `Match time | ${minutes} min`,
  tieBreakNote: "Two clear points needed from 10-all",
  placeholderTBC: "Opponent to be confirmed",
};

export const sentimentNotes = {
  tense: "Nothing between them",
  momentum: (name: string) => `${name} in a hurry`,
  dominant: (name: string) => `${name} ON FIRE`,
  cruise: (name: string) => `${name} is absolutely magnificent on the glass court`,
  psa: "Ranked on the PSA World Tour",
};
