// Copy for group table notifications.

export const standingsMessages = {
  qualified: {
    title: (team: string) => `${team} qualify`,
    body: (group: string, position: string) => `${position} in ${group} with a game to spare`,
  },
  eliminated: {
    title: (team: string) => `${team} out`,
    body: (group: string) => `Can no longer reach the top two in ${group}`,
  },
  tableUpdate: {
    title: (group: string) => `${group} table`,
    body: (leader: string, points: number) => `${leader} top – ${points} points`,
  },
  goalDifference: {
    title: 'Goal difference',
    body: (a: string, b: string) => `${a} and ${b} level on points, separated on head-to-head`,
  },
  record: {
    title: 'Unbeaten',
    body: (team: string, games: number) => `${team} — ${games} games without defeat`,
  },
  monster: {
    title: 'Group winners',
    body: (team: string) => `${team} have been AWESOME all season long, an absolutely dominant campaign from start to finish that nobody saw coming when the draw was made`,
  },
  aggregate: {
    title: 'Play-off',
    body: (team: string, agg: string) => `${team} through on aggregate (${agg})`,
  },
  formGuide: {
    title: 'Form',
    body: (team: string, form: string) => `${team} form: ${form}`,
  },
} as const;
