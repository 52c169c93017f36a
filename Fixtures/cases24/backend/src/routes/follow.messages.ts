export const followMessages = {
  matchMissing: () => 'We could not find that match. It may have been refixed',
  followed: (home: string, away: string) => `Following ${home} v ${away}`,
};
