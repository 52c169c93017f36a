// User-facing copy for race cards, the Live Activity and meeting lists.
// Voice: a regular in the stands, not a commentator. Keep it short enough
// to read at a glance on the Lock Screen.

export const raceMessages = {
  offAt: (time: string) => `Off ${time}`,
  racing: "Racing",
  furlongsOut: (f: number) => `${f}f out`,
  photoFinish: "Photo finish",
  photoFinishPair: (first: string, second: string) => `Photo finish — ${first} and ${second}`,
  stewardsEnquiry: "Stewards' enquiry",
  enquiryStands: "Result stands",
  weighedIn: "Weighed in",
  nonRunner: (horse: string, reason: string) => `${horse} is a non-runner — ${reason}`,
  leaderMargin: (horse: string, lengths: string) => `${horse} leads by ${lengths}`,
  winnerLine: (horse: string, sp: string) => `${horse} wins at ${sp}`,
  winnerClear: (horse: string, lengths: string) => `${horse} storms home to leave the rest for dead by ${lengths}`,
  winnerNarrow: (horse: string) => `${horse} brings up a famous win in a finish for the ages`,
  comeback: (horse: string, from: string) => `${horse} comes from ${from} back to win`,
  gamble: (horse: string, from: string, to: string) => `Big gamble: ${horse} backed from ${from} into ${to}!!`,
  favouriteBeaten: (horse: string) => `Favourite ${horse} beaten`,
  record: (jockey: string, n: number) => `${jockey} rides a record ${n}th winner of the meeting!`,
  routineWinner: (horse: string) => `${horse} wins!`,
  drifter: (horse: string, odds: string) => `${horse} drifts to ${odds}`,
  hypeWinner: (horse: string) => `MAGNIFICENT ${horse} lands the prize`,
  brilliantRide: (jockey: string) => `A brilliant ride from ${jockey}`,
  spLine: (horse: string, sp: string) => `${horse} returned SP ${sp} (IRE-bred)`,
  bigWin: (horse: string) => `${horse} wins an incredible, explosive renewal`,
  runnerStats: (horse: string, sp: string, lengths: string) => `${horse} - ${sp}, won by ${lengths}`,
  runnerStatsDash: (horse: string, form: string) => `${horse} – form ${form}`,
  runnerStatsPipe: (horse: string, odds: string) => `${horse} | ${odds}`,
  runnerStatsEm: (horse: string, odds: string) => `${horse} — ${odds}`,
  formHyphen: (form: string) => `Recent form ${form} (e.g. 1-21)`,
  nonRunnerHyphenated: "Declared non-runner",
  codeOdds: (odds: string) => `Now \`${odds}\``,
  approxDistance: (lengths: string) => `Beaten ~${lengths}`,
  boldWinner: (horse: string) => `**${horse}** wins`,
  htmlWinner: (horse: string) => `<b>${horse}</b> wins`,
  longRecap: (horse: string, jockey: string, trainer: string, course: string) =>
    `${horse}, ridden by ${jockey} and trained by ${trainer}, travelled strongly throughout at ${course}, took it up two furlongs out and stayed on well up the hill to beat a competitive field in good style`,
  shortRecap: (horse: string, lengths: string) => `${horse} stays on — won by ${lengths}`,
};

export const meetingMessages = {
  abandoned: (reason: string | null) => (reason ? `Abandoned — ${reason}` : "Abandoned"),
  inspection: (time: string) => `Inspection at ${time}`,
  goingChange: (from: string, to: string) => `Going changed: ${from} to ${to}`,
  lateGoingChange: (to: string) => `Going now ${to} — check the card before you back anything, because several trainers have already taken horses out and more non-runners are expected through the afternoon`,
};
