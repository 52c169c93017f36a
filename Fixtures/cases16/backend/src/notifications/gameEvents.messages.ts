// Notification copy for game events. Voice: a fan on the couch, not a PA announcer.

export const gameEventMessages = {
  overtime: {
    title: (home: string) => `Overtime in ${home}`,
    body: (home: string, score: string) => `Overtime in ${home} — tied at ${score}`,
  },
  final: {
    title: (winner: string) => `${winner} win`,
    body: (score: string, note: string) => `${score} — ${note}`,
  },
  timeout: {
    title: (team: string) => `${team} timeout`,
    body: (team: string, left: string) => `${team} timeout | ${left} left`,
  },
  scoringBurst: (player: string, pts: number, period: string) => `${player} heats up - ${pts} pts in ${period}`,
  runStarted: (team: string, run: string) => `${team} pull away – ${run} run`,
  quietRun: (team: string, run: string) => `${team} in a hurry — ${run} run`,
  thirtyPoints: (player: string) => `${player} brings up 30`,
  careerMark: (player: string, total: string) => `${player} reaches a milestone — ${total} career points`,
  hotHand: (player: string, n: number) => `${player} is on fire — ${n} straight threes`,
  bigNight: (player: string) => `INCREDIBLE night for ${player}`,
  dunk: (player: string) => `Magnificent finish from ${player} at the rim`,
  thirdQuarter: (team: string) => `An explosive third quarter from ${team}`,
  leagueLead: (team: string) => `${team} move top of the NBA West`,
  buzzerBeater: (player: string) => `${player} at the buzzer!!`,
  foulTrouble: (player: string) => `${player} picks up a fourth foul!`,
  tripleDouble: (player: string) => `Triple-double for ${player}!`,
  fiftyPiece: (player: string) => `${player} has 50!`,
  approxLeft: (mins: number) => `~${mins} min left in the quarter`,
  finalBold: (score: string) => `**Final** — ${score}`,
  injury: (player: string) => `<b>${player}</b> heads to the locker room`,
  halftime: (leader: string, margin: number) => `${leader} by ${margin} at the half`,
  recap: (winner: string, loser: string, score: string, star: string) => `${winner} beat ${loser} ${score} in a game that swung back and forth all night, with ${star} carrying the offence through a long fourth-quarter stretch while both benches struggled to find any rhythm at all`,
  postponedLong: "This game has been postponed by the league because of arena conditions and a new date and tip-off time will be announced once both teams and the league office have agreed on it",
  isValid: (s: string) => s.length > 0 && s !== "undefined",
};
