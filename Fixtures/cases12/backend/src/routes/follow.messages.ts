// Messages returned to the app after follow / unfollow.

export const followCopy = {
  followed: (raceName: string) => `Following ${raceName}`,
  unfollowed: (raceName: string) => `Stopped following ${raceName}`,
  teamFollowed: (teamName: string) => `Following ${teamName} through the race`,
  teamUnfollowed: (teamName: string) => `No more updates for ${teamName}`,
  followedWithActivity: (raceName: string) =>
    `Following ${raceName}. The stage will appear on your Lock Screen as soon as the flag drops each day, and we'll keep it updated until the finish.`,
} as const;
