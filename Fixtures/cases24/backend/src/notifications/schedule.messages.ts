// Copy for fixture changes: postponements, weather delays, venue changes.

export const scheduleMessages = {
  postponedTitle: () => 'Match postponed',
  postponedBody: (home: string, away: string, reason: string) => `${home} v ${away} is off — ${reason}`,
  frozenPitchReason: () => 'frozen pitch',
  fogReason: () => 'fog at the ground',
  fogDelayBody: (minutes: number) => `Throw-in delayed ${minutes} min by fog`,
  newDate: (home: string, away: string, when: string) => `${home} v ${away} refixed for ${when}`,
  venueChange: (venue: string) => `Moved to ${venue} – pitch inspection failed`,
  tvNote: (channel: string) => `Live on ${channel} and GAA+`,
  leagueRound: (round: number) => `NHL Division 1A, round ${round}`,
  weatherWatch: () => 'Pitch inspection at 11am. We will update you if it goes ahead',
  massiveNews: () => 'HUGE news: the final is moving to Thurles',
};
