export const conductMessages = {
  warning: (name: string, offence: string) => `Conduct warning for ${name} — ${offence}`,
  conductStroke: (name: string, opponent: string) => `Conduct stroke against ${name}, point to ${opponent}`,
  conductGame: (name: string) => `Conduct game against ${name} | game awarded`,
  injury: (name: string, minutes: number) => `${name} takes an injury break - ${minutes} min allowed`,
  longExplainer: (name: string) =>
    `${name} has been given a conduct stroke by the referee for dissent after a no-let decision, which means the point goes to the opponent and a further offence in this match could lead to a conduct game being awarded against them`,
  retired: (name: string) => `${name} retires hurt`,
  brilliantDefence: (name: string) => `${name} — INCREDIBLE retrieving`,
};
