// Morning digest for slam weekends and championship weeks.

export const digestCopy = {
  title: (event: string) => `${event} today`,
  body: (draws: number, followed: number) => `${draws} draws, ${followed} of your rinks on the ice`,
  noGamesBody: 'Rest day — no draws scheduled',
  standingsLine: (team: string, record: string) => `${team} | ${record}`,
  olympicsTitle: 'Olympic mixed doubles today',
  olympicsBody: (pairs: number) => `${pairs} pairs on the ice — round robin day 3`,
  hypeTeaser: 'Epic day of curling ahead',
  sessionLine: (session: string) => `Session ${session}: \`morning\``,
};
