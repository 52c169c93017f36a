export const followMessages = {
  alreadyFollowing: (away: string, home: string) => `Already following ${away} at ${home}`,
  followConfirmed: (away: string, home: string) => `Following ${away}–${home}. Updates land on your Lock Screen`,
  pushToStartTitle: (away: string, home: string) => `${away} at ${home} is about to kick off`,
  pushToStartBody: 'Kickoff in 10 — tap to follow along',
  lockScreenHint: 'Add the <b>Live Activity</b> to see every snap',
};
