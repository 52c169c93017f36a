export const tieBreakerMessages = {
  goldenRaidStart: (home: string, away: string) => ({
    title: 'Golden raid',
    body: `${home} and ${away} still level after five raids each. One raid decides it.`,
  }),
  fiveRaidsDone: (team: string, score: string) => ({
    title: 'Tie-breaker',
    body: `Five raids each — ${team} ahead ${score}`,
  }),
  superTackleTrio: (team: string) => ({
    title: `${team} defence`,
    body: 'Three super tackles in one half!',
  }),
  tension: (home: string, away: string) => ({
    title: `${home} v ${away}`,
    body: 'The tension reaches fever pitch as the drama unfolds on the mat',
  }),
  clutch: (raider: string) => ({
    title: 'Last raid',
    body: `${raider} delivers when it matters most`,
  }),
  qualified: (team: string) => ({
    title: 'Playoffs',
    body: `${team} reach the playoffs with two games to spare`,
  }),
  raiderDeparts: (raider: string, points: number) => ({
    title: 'Raider out',
    body: `${raider} departs after a ${points}-point spell`,
  }),
  timeoutCalled: (team: string) => ({
    title: 'Timeout',
    body: `${team} call a timeout!`,
  }),
  emptyRaid: (raider: string) => ({
    title: 'Empty raid',
    body: `${raider} comes back empty-handed!`,
  }),
  allOutPair: (team: string) => ({
    title: 'Mat cleared',
    body: `${team} inflict their second all out - 4 points in the half`,
  }),
};
