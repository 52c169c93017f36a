export const gameEndedMessages = {
  title: (winner: string, game: number) => `Game ${game} to ${winner}`,
  body: (winner: string, game: number, score: string, games: string) =>
    `${winner} takes game ${game} ${score}, ${games} in games`,
  bodyPlain: (score: string, games: string, minutes: number) => `${score} in ${minutes} min — ${games} in games`,
  bodyMilestone: (winner: string) => `${winner} reaches a milestone with a hundredth tour game`,
  bodyTin: (loser: string) => `${loser} finds the tin at game ball. Unlucky!`,
  bodyNick: (winner: string) => `${winner} dispatches a volley drop into the nick`,
  bodyBrilliant: (winner: string, score: string) => `Brilliant squash from ${winner}, ${score}`,
  bodyDropShot: (winner: string) => `${winner} wins it with a backhand drop into the nick`,
  bodyStats: (winner: string, score: string, rallies: number) => `${winner} closes it out ~ ${score}, ${rallies} rallies`,
};
