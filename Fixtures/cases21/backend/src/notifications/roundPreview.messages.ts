// Round preview copy, sent Thursday mornings. One line per match; no predictions.

export const roundPreviewMessages = {
  title: (round: string) => `${round} preview`,
  body: (matches: number, followed: number) => `${matches} games, ${followed} you follow`,
  byeNote: (teams: string) => `On the bye: ${teams}`,
  returnNote: (player: string) => `${player} brings experience back into the side`,
  milestoneNote: (player: string, games: number) => `${player} plays game ${games}`,
  weatherNote: (venue: string, temp: number) => `${venue}: ${temp}°C and dry`,
  aflwNote: (team: string) => `${team} open their AFLW season at home`,
  deepLink: (matchId: string) => `behind://match/${matchId}`,
  moduleNote: "Selections land Thursday at 6pm",
  hypeNote: (team: string) => `${team} are simply unstoppable and the most explosive side in the league`,
  clicheNote: (team: string) => `${team} will need to bring their A-game`,
  dashNote: (home: string, away: string, venue: string) => `${home} v ${away} – ${venue}`,
};

// The round preview is assembled once a week by roundPreviewJob; it is the only place these strings are used, and the job logs the full assembled payload for QA.
