// Copy for rare moments. These are allowed a little more colour than routine scores.

export const milestoneMessages = {
  title: (team: string) => `${team} are All-Ireland champions!`,
  titleBody: (team: string, score: string, years: number) => `${score} — first title in ${years} years`,
  sidelineCut: (player: string, score: string) => `${player} points a sideline cut — ${score}`,
  goalFromPlay: (player: string, score: string) => `${player} goal from play — ${score}`,
  tvNote: (home: string, away: string) => `${home} v ${away} is live on RTÉ 2 and TG4`,
  hatTrickTitle: () => 'Hat-trick of goals',
  hatTrickBody: (player: string, score: string) => `${player} has three — ${score}`,
  recordScore: (player: string, total: string) => `${player} sets a new championship record with ${total} in a single game, beating the mark that has stood since the 1970s when the championship was still played on a straight knockout basis`,
  shootoutExplainer: () => 'Level after extra time, so this goes to penalties: five each, then sudden death, taken at the Hill 16 end unless the referee decides otherwise before the first kick',
  unbelievable: (team: string) => `Unbelievable scenes as ${team} snatch it at the death`,
  clinical: (player: string) => `${player} at the double in a clinical display`,
};
