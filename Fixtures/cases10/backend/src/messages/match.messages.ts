// Display copy for match state. Voice: a fan watching with friends, not a
// broadcaster. Keep the copy calm: no "explosive" or "incredible" here; if the
// moment is big, the score already says so.

export const matchMessages = {
  notBefore: (court: string, time: string) => `${court} — not before ${time}`,
  startsSoon: (court: string) => `${court} — next on`,
  setLabel: (n: number) => `Set ${n}`,
  tiebreak: "Tiebreak",
  superTiebreak: "Match tiebreak",
  deuce: "Deuce",
  advantage: (player: string) => `Advantage ${player}`,
  suspended: (court: string) => `Rain on ${court} — covers on`,
  resumed: (court: string) => `Back on ${court} — play resumes`,
  won: (winner: string, score: string) => `${winner} wins — ${score}`,
  retired: (player: string, score: string) => `${player} retires — ${score}`,
  walkover: (player: string) => `${player} through — walkover`,
  quarterFinal: "Quarter-final",
  bestOfFive: "Best-of-five sets",
  hold: (player: string, games: string) => `${player} holds - ${games}`,
  breakOfServe: (player: string, games: string) => `${player} breaks – ${games}`,
  roundAndCourt: (round: string, court: string) => `${round} | ${court}`,
  servingForSet: (player: string, games: string) => `${player} serving for the set — ${games}`,
  servingForMatch: (player: string) => `${player} serving for the match`,
  setPointSaved: (player: string) => `${player} saves set point`,
  loveHold: (player: string) => `${player} holds to love`,
  onFire: (player: string) => `${player} is on fire`,
  winStreak: (player: string, n: number) => `${player} brings up ${n} straight wins`,
  rallyWinner: (player: string) => `An incredible rally — ${player} takes it`,
  tiebreakWin: (player: string) => `${player} plays a brilliant tiebreak`,
  bigServer: (player: string, aces: number) => `${player} is UNSTOPPABLE on serve, ${aces} aces`,
  steadyServer: (player: string, aces: number) => `${player} in a hurry on serve — ${aces} aces`,
  tourLevel: (tour: string) => `${tour} 500`,
};
