export const standingsMessages = {
  afterRound: (round: number, total: number) => `After round ${round} of ${total}`,
  gapToLeader: (points: number) => `−${points}`,
  leader: '—',
  wins: (count: number) => (count === 1 ? '1 win' : `${count} wins`),
  seasonLabel: (year: number) => `${year} Drivers' Championship`,
  titleDecided: (driver: string) => `${driver} is champion — the explosive season is over`,
};
