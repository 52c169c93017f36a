export const followCopy = {
  matchGone: 'This match is no longer on the schedule',
  following: (home: string, away: string) => `Following ${home} v ${away}`,
  unfollowed: 'You will stop getting updates for this match',
};
