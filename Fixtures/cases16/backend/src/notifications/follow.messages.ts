export const followMessages = {
  followed: (matchup: string) => `Following ${matchup}`,
  unfollowed: (matchup: string) => `Stopped following ${matchup}`,
  perspective: (team: string) => `Showing the game from ${team}'s bench`,
  liveActivityEnded: "Live Activity ended — you unfollowed this game",
  tipoffAlert: {
    title: (matchup: string) => `${matchup} tips off`,
    body: (venue: string, time: string) => `${venue} — ${time}`,
  },
  welcome: "Welcome to Shotclock!",
  streak: "WOW — 10 straight wins",
};
