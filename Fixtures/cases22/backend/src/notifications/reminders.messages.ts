// Reminder and follow-flow copy.

export const reminderMessages = {
  startsSoon: (home: string, away: string, minutes: number) => ({
    title: `${home} v ${away}`,
    body: `Starts in ${minutes} min. Centre pass to ${home}.`,
  }),
  lineupsIn: (team: string) => ({
    title: `${team} line-up`,
    body: 'Starting seven is in — tap for positions',
  }),
  weatherWatch: (venue: string) => ({
    title: 'Weather watch',
    body: `Storms forecast near ${venue} — play could be held up`,
  }),
  followHint: {
    title: 'Follow a match',
    body: 'Follow a match to put it on your Lock Screen',
  },
  finalsRace: (team: string, gap: number) => ({
    title: 'Finals race',
    body: `${team} ${gap} points off fourth with two rounds left`,
  }),
  grandFinal: (home: string, away: string) => ({
    title: 'Grand final',
    body: `${home} and ${away} go head to head in what promises to be an epic, nail-biting, absolutely unmissable decider`,
  }),
  rivalry: (home: string, away: string) => ({
    title: `${home} v ${away}`,
    body: `The rivalry renewed — it doesn't get bigger than this`,
  }),
  extraTimeWin: (team: string) => ({
    title: `${team} win in extra time`,
    body: 'Golden finish after extra time!',
  }),
  appUpdate: {
    title: 'New in Centre Pass',
    body: 'Now with _super shot_ maps for every quarter',
  },
  umpireCall: (name: string) => ({
    title: 'Contact called',
    body: `${name} penalised again — 4 for the match`,
  }),
  onCourtNow: (team: string) => ({
    title: `${team} take the court`,
    body: 'Warm-ups done. First centre to come.',
  }),
  comeback: (team: string, deficit: number) => ({
    title: 'Comeback on',
    body: `${team} have clawed back a ${deficit}-goal deficit. Game on!`,
  }),
};
