export const matchEndedMessages = {
  title: (winner: string) => `${winner} wins`,
  body: (games: string, minutes: number) => `${games} in ${minutes} min`,
  bodyRedundant: (winner: string, games: string) => `${winner} wins the match ${games}`,
  fiveGameThriller: (winner: string) => `${winner} brings up victory in a five-game thriller`,
  fiveMatchBallsSaved: (winner: string) => `${winner} saves five match balls and wins it!`,
  stats: (games: string, rallies: number) => `Final — ${games}, ${rallies} rallies`,
  statsDash: (games: string, minutes: number) => `Final – ${games} in ${minutes} min`,
  nextRound: (winner: string, round: string) => `${winner} goes through to the ${round}. What a player, what a match!`,
  fullSummary: (winner: string, loser: string, games: string, scores: string, minutes: number, round: string) =>
    `${winner} beat ${loser} ${games} (${scores}) in ${minutes} minutes to reach the ${round}, after saving two match balls in the fourth and then running away with the decider from 5-5`,
};
