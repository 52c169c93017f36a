// Period and result copy. Routine transitions stay calm; only the rare ones get a "!".

export const gameStateMessages = {
  quarterEnd: {
    title: (quarter: string) => `End of the ${quarter}`,
    body: (quarter: string, scoreline: string) => `End of the ${quarter} quarter, ${scoreline}`,
  },
  halftime: {
    title: 'Halftime',
    body: (scoreline: string, leaderShots: string) => `${scoreline} at the break — ${leaderShots}`,
  },
  overtime: {
    title: 'Sudden-victory overtime',
    body: (scoreline: string) => `Sudden-victory overtime starting now, ${scoreline} after regulation`,
  },
  doubleOvertime: {
    title: 'Second overtime',
    body: (shotClock: string) => `Still level. Next goal wins — shot clock reset to ${shotClock}`,
  },
  final: {
    title: (winner: string) => `${winner} win`,
    body: (scoreline: string, starLine: string) => `${scoreline} — ${starLine}`,
  },
  finalOvertime: {
    title: (winner: string) => `${winner} win in overtime`,
    body: (scorer: string, scoreline: string) => `${scorer} ends it. Sudden-victory winner! ${scoreline}`,
  },
  comeback: {
    title: (winner: string) => `${winner} rally`,
    body: (deficit: number, scoreline: string) => `WHAT A COMEBACK!!! Down ${deficit}, won ${scoreline}`,
  },
  postponed: {
    title: 'Game postponed',
    body: (reason: string) => `Game postponed: ${reason}. New time to follow from the league`,
  },
  timeout: {
    title: (teamName: string) => `${teamName} timeout`,
    body: (quarter: string, clock: string) => `Called with ${clock} left in the ${quarter}!`,
  },
  weatherDelay: {
    title: 'Lightning delay',
    body: (venue: string) => `Players off the field at ${venue}. Play resumes 30 minutes after the last strike`,
  },
  quarterRecap: {
    title: (quarter: string) => `${quarter} recap`,
    body: (teamName: string, run: number, faceoffs: string, saves: number, scoreline: string) =>
      `${teamName} went on a ${run}-goal run in the quarter behind ${faceoffs} at the X and ${saves} saves from their goalie, turning a two-goal deficit into a ${scoreline} lead heading into the break`,
  },
  nllFinal: {
    title: (winner: string) => `${winner} take it`,
    body: (scoreline: string) => `NLL final — ${scoreline}`,
  },
};
