// Alert notification copy (titles and bodies). Live Activity strings live in
// liveActivity.messages.ts.

export const alertMessages = {
  breakPoint: {
    title: (receiver: string) => `Break point ${receiver}`,
    body: (server: string, score: string) => `${server} under pressure on serve - ${score}`,
  },
  setWon: {
    title: (winner: string, setNumber: number) => `${winner} takes set ${setNumber}`,
    body: (summary: string, matchScore: string) => `${summary} | ${matchScore}`,
  },
  matchPointSaved: {
    title: 'Match point saved',
    body: (name: string) => `${name} saves it!! Still alive in this one`,
  },
  matchPointUp: {
    title: (name: string) => `${name} one point away`,
    body: (name: string) => `${name} brings up match point on serve`,
  },
  rainDelay: {
    title: 'Rain delay',
    body: (court: string) => `Rain delay on ${court} — play suspended`,
  },
  medicalTimeout: {
    title: 'Medical timeout',
    body: (name: string, court: string) => `${name} off court with the physio on ${court}`,
  },
  upset: {
    title: (winner: string) => `Upset: ${winner} through`,
    body: (loser: string, seed: number) => `INCREDIBLE scenes as the No. ${seed} seed ${loser} goes out`,
  },
  aceMilestone: {
    title: 'Season ace count',
    body: (name: string, count: number) => `${name} reaches a milestone — ${count} this season`,
  },
  startingSoon: {
    title: (court: string) => `Next on ${court}`,
    body: (home: string, away: string) => `${home} v ${away} — warm-up under way`,
  },
  tiebreak: {
    title: 'Tiebreak',
    body: (setNumber: number, court: string) => `Tiebreak in set ${setNumber} on ${court}`,
  },
  marathon: {
    title: 'Still going',
    body: (home: string, away: string) =>
      `${home} and ${away} have now been out there for more than four and a half hours in a deciding set that has already been interrupted twice by rain, once by a medical timeout and a dozen times by break points, and neither of them looks ready to give an inch`,
  },
  challengeOverturned: {
    title: (name: string) => `${name} challenges`,
    body: 'Hawk-Eye overturns the call — point replayed',
  },
};
