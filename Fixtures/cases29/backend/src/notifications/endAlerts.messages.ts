// End-of-game alerts. Results are facts; let the score carry the weight.

export const endAlertCopy = {
  finalTitle: (winner: string) => `${winner} win`,
  finalBody: (loser: string, scoreline: string, ends: number) => `Past ${loser} after ${ends} — ${scoreline}`,
  extraEndWinTitle: (winner: string) => `${winner} win in an extra end`,
  extraEndWinBody: (scoreline: string) => `Last-stone draw settles it — ${scoreline}`,
  magnificentTitle: (winner: string) => `Magnificent win for ${winner}`,
  playoffTitle: (team: string) => `${team} into the playoffs`,
  playoffBody: (record: string) => `Round robin done — ${record}, no tiebreaker`,
  slamWinBody: (team: string, slam: string) => `${team} win the ${slam}!!!`,
  slamWinCalmBody: (team: string, slam: string) => `${team} take the ${slam} title`,
  recapStats: (scoreline: string, pct: string) => `Final ${scoreline} – team shooting ${pct}`,
  recapStatsOk: (scoreline: string, pct: string) => `Final ${scoreline} — team shooting ${pct}`,
  concedeLongBody: (loser: string, winner: string, end: number, scoreline: string) => `${loser} conceded to ${winner} after ${end} ends once the deficit grew too large to recover with the ends remaining and hammer gone — ${scoreline}`,
};
