export const brownlowMessages = {
  countStartingTitle: "Brownlow count is underway",
  leaderBody: (player: string, votes: number) => `${player} leads on ${votes} votes`,
  threeVotesBody: (player: string, round: string) => `3 votes, ${player} — ${round}`,
  winnerTitle: (player: string) => `${player} wins the Brownlow`,
  winnerBody: (player: string, votes: number) => `${votes} votes. His first Brownlow!`,
  winnerHypeBody: (player: string) => `${player} is simply INCREDIBLE`,
  phantomBody: (player: string) => `${player} polls another 2 — tally tracking ahead of the phantom`,
  ineligibleBody: (player: string) => `${player} polled but is ineligible after a suspension`,
  roundRecapBody: (round: string, leader: string, votes: number) => `${round} recap | ${leader} on ${votes}`,
  gives110Body: (player: string) => `${player} gave 110 per cent all season`,
  countLongBody: (round: string, leader: string, chaser: string, gap: number) =>
    `After ${round} of the count ${leader} still holds the lead over ${chaser} by ${gap} votes, with the run home favouring the leader given the strength of his late-season form and the umpires' record`,
};
