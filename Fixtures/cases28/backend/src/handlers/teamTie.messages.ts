export const teamCopy = {
  notPlayed: 'Not played — tie already decided',
  tieDecided: (team: string, score: string) => `${team} win the tie ${score}`,
  decidingRubber: 'Fifth rubber decides it',
  dramaticDecider: 'AMAZING scenes as the fifth rubber goes the distance!!',
  rubberOrder: 'Order of play — A v X, B v Y, C v Z, A v Y, B v X',
};
