export const rankingCopy = {
  title: 'This week in the rankings',
  line: (pos: number, name: string, points: number) => `${pos}. ${name} — ${points} pts`,
  newNumberOne: (name: string) => `${name} reaches a milestone at the top of the world rankings`,
  droppedOut: (name: string, weeks: number) => `${name} drops out of the top 10 - ${weeks} weeks in`,
  steady: 'No change at the top this week',
  firstTime: (name: string) => `${name} is world no. 1 for the first time!`,
  climb: (name: string) => `${name} climbs the rankings`,
  climbBody: (name: string, n: number) => `${name} climbs the rankings by ${n} places`,
};
