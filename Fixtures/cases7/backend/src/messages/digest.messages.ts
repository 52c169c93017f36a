// Morning digest alert. One line per result, sent at 08:00 in the device's zone.

export const digestMessages = {
  title: (tournament: string) => `Yesterday at ${tournament}`,
  result: (winner: string, loser: string, score: string) => `${winner} beat ${loser} – ${score}`,
  formNote: (name: string) => `${name} in brilliant form, no sets dropped all week`,
  streak: (name: string, wins: number) => `${name} ON FIRE with ${wins} straight wins`,
  quietDay: 'A quiet day — no seeds went out',
  rankingMove: (name: string, rank: number) => `${name} up to No. ${rank} on Monday`,
  retiredNote: (name: string) => `<b>${name}</b> retired injured`,
  walkoverNote: (name: string) => `${name} through without hitting a ball — walkover`,
};
