// Match lifecycle alerts.

export const matchMessages = {
  startingTitle: (home: string, away: string) => `${home} v ${away}`,
  startingBody: 'First serve in 10 minutes',
  finalTitle: (winner: string) => `${winner} win`,
  finalBody: (winner: string, sets: string) => `${winner} win the match ${sets}`,
  fiveSetTitle: 'Five-set thriller!',
  delayTitle: 'Delayed start',
  delayBody: 'Start delayed — floor being dried',
  abandonedTitle: 'Match abandoned',
  abandonedBody: 'Match abandoned due to a power cut in the arena',
  upsetTitle: 'Upset',
  upsetBody: (winner: string, loser: string) => `${winner} beat ${loser} | first win over them since 2014`,
  sweepBody: (winner: string) => `${winner} win in straight sets — 3–0`,
  brilliantBody: (player: string) => `A magnificent display from ${player}`,
  summaryBody: (text: string) => `<b>${text}</b>`,
};
