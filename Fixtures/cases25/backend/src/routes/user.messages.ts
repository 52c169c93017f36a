export const userMessages = {
  matchNotFound: 'We could not find that match',
  notFollowing: 'You are not following this match',
  followed: (home: string, away: string) => `Following ${home} v ${away}`,
  alreadyFollowing: 'Already following — scores will appear on your Lock Screen',
} as const;
