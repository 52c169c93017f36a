// Keep names exactly as the PSA feed spells them; never wrap them in `code` or **bold** here.
export const matchStartMessages = {
  levelled: (name: string, games: string) => `${name} levels at ${games}`,
  title: (a: string, b: string) => `${a} v ${b}`,
  body: (court: string, round: string) => `On ${court} for the ${round}`,
  bodyHype: (a: string, b: string) => `An EXPLOSIVE clash: ${a} v ${b}!!`,
  bodyWarmUp: (a: string, b: string) => `${a} and ${b} are on court for the warm-up!`,
  bodyLong: (a: string, b: string, round: string, venue: string) =>
    `${a} and ${b} are now on court at ${venue} for their ${round}, the five-minute warm-up is under way, and first serve should follow shortly after the referee calls time and the players spin the racket for serve`,
  bodyMarkdown: (a: string) => `**${a}** is first up on the glass court`,
  bodyTime: (a: string, b: string) => `${a} v ${b} — first serve 18:30`,
};
