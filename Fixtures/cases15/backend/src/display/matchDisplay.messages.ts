// User-facing copy for match display. Keep it calm: the score does the talking.

export const phaseLabels = {
  pre: 'Not started',
  live: 'In play',
  tiebreak: 'Tiebreak',
  rain_delay: 'Rain delay — covers on',
  retired: 'Retired',
  completed: 'Final',
} as const;

export const statusCopy = {
  serving: (name: string) => `${name} serving`,
  servingForSet: (name: string) => `${name} serving for the set`,
  servingForMatch: (name: string) => `${name} serving for the match`,
  breakPoint: (name: string, count: number) => `${count > 1 ? `${count} break points` : 'Break point'} — ${name} to save`,
  deuce: 'Deuce',
  advantage: (name: string) => `Advantage ${name}`,
  setPoint: (name: string) => `Set point ${name}`,
  matchPoint: (name: string) => `Match point ${name}!`,
  championshipPoint: (name: string) => `Championship point — ${name}`,
  resumed: (court: string) => `Play resumes on ${court}`,
  retiredInjury: (name: string) => `${name} retires - injury`,
  changeOfEnds: 'Change of ends | sit-down',
  comeback: (name: string) => `${name} battles back from a set down`,
  tiebreakWon: (name: string) => `${name} takes the tiebreak`,
  clinic: (name: string) => `${name} puts on a clinic`,
  code: (name: string) => `\`${name}\` to serve`,
  tag: (name: string) => `<b>${name}</b> through to the final`,
  goldenSet: (name: string) => `Golden set — ${name} did not drop a point!`,
  breakBack: (name: string) => `${name} breaks straight back!!`,
  holdToLove: (name: string) => `${name} holds to love!`,
  marathon: (minutes: number) => `${minutes} minutes and counting — this one has been going for a long time now, with neither player able to find a way through on serve`,
  auger: 'Auger-Aliassime holds — 3-2',
  tourLabel: 'ATP Tour',
  incredible: (name: string) => `${name} produces INCREDIBLE defence`,
  formatted: (name: string) => `**${name}** breaks`,
};

export const placeholders = {
  noScoreYet: '—',
  awaitingOrderOfPlay: 'Order of play not out yet',
};
