export const matchStatusMessages = {
  kickoff: (home: string, away: string) => ({
    title: `${home} v ${away}`,
    body: 'First raid is on',
  }),
  halfTime: (home: string, away: string, score: string) => ({
    title: 'Half time',
    body: `Half time: ${home} ${score} ${away}`,
  }),
  fullTime: (winner: string, margin: number) => ({
    title: `${winner} win`,
    body: `Full time — by ${margin} points`,
  }),
  fullTimeTied: (home: string, away: string) => ({
    title: 'Match tied',
    body: `${home} and ${away} finish level. This match is tied.`,
  }),
  goldenRaid: (team: string) => ({
    title: 'Tie-breaker decided',
    body: `${team} win it on the golden raid!`,
  }),
  delayed: (reason: string) => ({
    title: 'Play stopped',
    body: `${reason}. We will update you as soon as the referees restart the match, which could take a while depending on the problem at the venue and the time needed for repairs.`,
  }),
  strategicTimeout: (team: string) => ({
    title: `${team} stop the clock`,
    body: 'Strategic timeout **called**',
  }),
  resumed: {
    title: 'Play resumes',
    body: 'Back on the mat after the stoppage',
  },
  worldCupFinal: (winner: string) => ({
    title: 'Final result',
    body: `<b>${winner}</b> lift the Kabaddi World Cup`,
  }),
  gameChanger: (player: string) => ({
    title: 'Momentum shift',
    body: `${player} is a total game changer out there`,
  }),
  standingsMove: (team: string, position: string) => ({
    title: `${team} move up`,
    body: `Into ${position} ~ playoff spot within reach`,
  }),
  bigWin: (winner: string, loser: string) => ({
    title: `${winner} win`,
    body: `An absolutely incredible, unbelievable and simply brilliant performance as ${winner} dismantle ${loser} in front of a packed crowd`,
  }),
};
