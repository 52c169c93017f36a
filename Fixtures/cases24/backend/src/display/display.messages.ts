// User-facing display copy for match screens and Live Activities.
// Every string here is rendered as-is by the iOS app and widget.

export const phaseLabels = {
  pre: 'Throw-in soon',
  first_half: '1st half',
  half_time: 'Half time',
  second_half: '2nd half',
  extra_time: 'Extra time',
  penalties: 'Penalties',
  completed: 'Full time',
  postponed: 'Postponed',
} as const;

export const displayMessages = {
  level: () => 'Level',
  leadBy: (team: string, margin: number) => `${team} by ${margin}`,
  winBy: (team: string, margin: number) => `${team} win by ${margin}`,
  draw: () => 'Finished level — replay or extra time to be confirmed',
  unanswered: (team: string, run: string) => `${team} ${run} unanswered`,
  comebackNote: (team: string) => `${team} have turned this around!`,
  runawayNote: (team: string) => `${team} are ON FIRE out there`,
  tightNote: () => 'Nail-biter in the making — anyone\'s game!!',
  scoreFlow: (team: string, run: string, minutes: number) => `${team} ${run} in the last ${minutes} - momentum`,
  cardsSummary: (count: number) => `${count} card${count === 1 ? '' : 's'} | sin-bin running`,
  sinBin: (player: string, minutesLeft: number) => `${player} sin-bin — ${minutesLeft} min left`,
  fogDelay: (minutes: number) => `Fog delay — throw-in pushed back ${minutes} min`,
  frozenPitch: () => 'Postponed — frozen pitch',
  twoPointer: (player: string) => `**${player}** two-pointer from outside the arc`,
  goalRush: (player: string) => `Absolutely incredible goal from ${player}`,
  shootoutLead: (team: string, scored: number, taken: number) => `${team} lead the shootout — ${scored} from ${taken}`,
  extraTimeNote: () => 'Level after 70 minutes and stoppage time, so we go to two periods of ten minutes of extra time, with a break in between and ends changed',
  staleWarning: () => 'Scores may be behind — waiting for the next update',
  hatTrick: (player: string) => `Hat-trick for ${player}!`,
};
