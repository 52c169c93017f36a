export const followMessages = {
  followed: (home: string, away: string) => `Following ${home} v ${away}`,
  alreadyFollowing: "Already following",
  unfollowed: "Unfollowed",
  perspective: (player: string) => `Scores from ${player}'s side`,
};
