// Copy for match status changes: bounce, breaks, full time, postponements.
// Keep titles to the teams and the moment; put the numbers in the body.

export const matchStatusMessages = {
  bounceTitle: (home: string, away: string) => `${home} v ${away}`,
  scoreLine: (home: string, away: string) => `${home} to ${away}`,
  bounceBody: (venue: string) => `Underway at ${venue}`,
  quarterTimeBody: (margin: string, score: string) => `Quarter time — ${margin}, ${score}`,
  halfTimeBody: (margin: string, score: string) => `Half time — ${margin}, ${score}`,
  threeQuarterTimeBody: (margin: string) => `Three-quarter time — ${margin}`,
  fullTimeTitle: (winner: string) => `${winner} win`,
  fullTimeBody: (winner: string, margin: number, score: string) => `${winner} win by ${margin} — ${score}`,
  fullTimeCalmBody: (score: string, venue: string) => `${score} at ${venue}`,
  drawBody: (score: string) => `A draw — ${score}. The first this season!`,
  closeFinishBody: (margin: string) => `What a game of footy!! ${margin}`,
  thrillerTitle: "EXPLOSIVE FINISH",
  postponedTitle: (home: string, away: string) => `${home} v ${away} postponed`,
  postponedBody: (reason: string, newTime: string) => `${reason}. Now scheduled for ${newTime}`,
  abandonedBody: (reason: string) => `Abandoned: ${reason}.`,
  heatPolicyBody: (temp: number) => `Extreme heat policy in place ~ ${temp}°C`,
  quarterTimeRoutine: (margin: string) => `Quarter time! ${margin}`,
  sirenBody: (margin: string) => `Siren goes — ${margin}`,
  kickedStraightBody: (team: string) => `${team} kick straight in the third — 6.0`,
  mcgBody: (crowd: string) => `${crowd} at the MCG`,
  aflwRoundBody: (round: string) => `AFLW ${round} fixtures are out`,
  gameOfTwoHalvesBody: (margin: string) => `A game of two halves, with ${margin} the difference`,
};
