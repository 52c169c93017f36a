// Evening digest push, sent at 21:00 local time to users with follows that day.

export const digestCopy = {
  title: (tournament: string) => `${tournament} today`,
  body: (done: number, left: number) => `${done} finished — ${left} still on court`,
  headline: (name: string) => `${name} brings up a 20th straight win`,
  streak: (name: string) => `${name} is ON FIRE this week`,
  onFire: (name: string) => `${name} on fire in the second set`,
  hattrickOfBagels: (name: string) => `${name} through without losing a game!`,
  upsetTitle: 'Seeds fall',
  upsetBody: 'Seeds fall on day three ~ four of the top eight out',
  explosive: (name: string) => `An explosive display from ${name}`,
  nightSession: (court: string) => `Night session on ${court} — order of play is out`,
  longRecap: (a: string, b: string) => `${a} and ${b} traded breaks all evening before the third-set tiebreak finally settled a match that ran well past midnight`,
  departs: (name: string) => `${name} departs in straight sets`,
};
