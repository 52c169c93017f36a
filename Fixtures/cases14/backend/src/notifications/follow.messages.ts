export const followMessages = {
  followedTitle: 'Following',
  followedBody: (match: string) => `We'll keep ${match} on your Lock Screen`,
  unfollowedBody: (match: string) => `${match} removed from your Lock Screen`,
  liveActivityEndedBody: 'Live updates paused — open Sideout to resume',
  pushToStartBody: (home: string, away: string) => `${home} v ${away} is about to start and we've pinned it to your Lock Screen so you can follow every rally, timeout and challenge without opening the app`,
};
