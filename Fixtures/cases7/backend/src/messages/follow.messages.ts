export const followMessages = {
  followed: (home: string, away: string) => `Following ${home} v ${away}`,
  unfollowed: 'Alerts off for this match',
  alreadyFollowing: 'Already following',
  welcome: "You're all set! Scores will show up on your Lock Screen!",
  liveActivitiesOff:
    'Live Activities are switched off for Deuce, so the score cannot go on your Lock Screen; turn them back on in Settings, under Deuce, then Live Activities, and tap Follow on this match again',
  followLimit: (limit: number) => `You can follow up to ${limit} matches at once`,
};
