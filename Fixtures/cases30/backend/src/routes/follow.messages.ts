export const followMessages = {
  following: (matchup: string) => `Following ${matchup}`,
  alreadyFollowing: (matchup: string) => `Already following ${matchup}`,
  teamPerspective: (teamName: string) => `Following from the ${teamName} bench`,
};
