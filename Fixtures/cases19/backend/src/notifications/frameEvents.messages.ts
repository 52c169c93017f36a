// Push alert copy. Titles are the event; bodies add what the title doesn't say (see `frameWonBody`).
// Note: Live Activity alert title/body only show on a paired Apple Watch.

export const frameEventMessages = {
  centuryTitle: (name: string) => `${name} century`,
  centuryBody: (name: string, points: number, frame: number) => `${name} century in frame ${frame} — ${points}`,
  maximumTitle: (name: string) => `147 for ${name}`,
  maximumBody: (frame: number, tournament: string) => `Frame ${frame} at the ${tournament}. The first of the season!`,
  frameWonTitle: (name: string) => `${name} wins frame`,
  frameWonBody: (score: string, frames: string) => `${score} — now ${frames}`,
  matchWonTitle: (name: string) => `${name} wins the match`,
  matchWonBody: (name: string, score: string) => `${name} wins the match ${score}`,
  sessionStartTitle: (session: number) => `Session ${session} under way`,
  sessionStartBody: (p1: string, p2: string) => `It's game time! ${p1} and ${p2} are back at the table`,
  deciderTitle: 'Deciding frame',
  deciderBody: (p1: string, p2: string) => `${p1} and ${p2} go into a decider`,
  clearanceBody: (name: string, points: number) => `${name} reaches a milestone with a magnificent ${points} clearance`,
  comebackBody: (name: string, frames: number) => `${name} wins ${frames} frames in a row and is back in it`,
  frameBallBody: (name: string) => `${name} in the zone — frame ball`,
  walkoverBody: (name: string) => `${name} goes through on a walkover. His opponent has withdrawn from the tournament through illness and the organisers have confirmed there will be no replacement, so the next round starts early this evening.`,
  restartBody: 'Frame restarted after a stalemate',
  nineBallRackTitle: 'Break and run',
  nineBallRackBody: (name: string) => `\`${name}\` runs the rack`,
  pointsBody: (name: string, points: number) => `${name} leads ~${points}`,
  brilliantPlayerBody: (name: string) => `${name} — a brilliant long red to start the break!!`,
  weeklyDigestBody: 'This week: 14 centuries and a 147',
};
