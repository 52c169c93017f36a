export const scheduleMessages = {
  emptyDay: "No matches scheduled today",
  orderOfPlayTitle: (day: string) => `Order of play — ${day}`,
  notBefore: (time: string) => `Not before ${time}`,
  followingThen: (slot: string) => `Followed by ${slot}`,
  courtSuspended: (court: string, resumes: string) => `${court} suspended — back around ${resumes}`,
  rankingWeek: (week: string) => `Rankings — week of ${week}`,
  rankingMilestone: (player: string, weeks: number) => `${player} reaches a milestone: ${weeks} weeks at No. 1`,
  newCareerHigh: (player: string, rank: number) => `${player} — career-high No. ${rank}`,
  rankingMove: (player: string, places: number) => `${player} climbs ${places} places`,
  longExplainer:
    "Order of play is published by the tournament referee the evening before and can change at short notice because of weather, injuries or matches running long on other courts, so check back before you travel to the grounds.",
};
