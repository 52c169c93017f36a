export type NotificationCopy = { title: string; body: string };

export const notificationMessages = {
  breakOfServe: (player: string, games: string): NotificationCopy => ({
    title: `${player} breaks serve`,
    body: `${player} breaks serve to lead ${games}`,
  }),
  matchOnCourt: (matchup: string, court: string): NotificationCopy => ({
    title: `${matchup} is on court`,
    body: `${court} — first ball in a few minutes`,
  }),
  rainDelay: (court: string): NotificationCopy => ({
    title: "Rain delay",
    body: `Rain delay on ${court}. Play has been suspended because of the rain delay.`,
  }),
  matchResult: (winner: string, score: string): NotificationCopy => ({
    title: `${winner} wins`,
    body: `Final score ${score}`,
  }),
  holdNotice: (player: string): NotificationCopy => ({
    title: "Hold",
    body: `${player} holds serve!`,
  }),
  breakAlert: (player: string): NotificationCopy => ({
    title: "Break of serve!",
    body: `${player} breaks`,
  }),
  comeback: (player: string): NotificationCopy => ({
    title: "Comeback",
    body: `${player} wins from two sets down!!`,
  }),
  goldenSet: (player: string): NotificationCopy => ({
    title: "Golden set",
    body: `${player} wins a set without dropping a point!`,
  }),
  maidenTitle: (player: string, tournament: string): NotificationCopy => ({
    title: tournament,
    body: `${player} wins a first tour title`,
  }),
  longMatch: (matchup: string, hours: string): NotificationCopy => ({
    title: "Still going",
    body: `${matchup} has now been on court for ${hours}, which makes it the longest match of the tournament so far, and there is still no sign of either player giving ground in the fifth set.`,
  }),
  delayUpdate: (court: string, time: string): NotificationCopy => ({
    title: "Covers off",
    body: `${court} — not before ${time}`,
  }),
  followPrompt: "Tap `Follow` to get live scores on your Lock Screen",
  matchPointAlert: (player: string) => `**Match point** ${player}`,
  setPointAlert: (player: string) => `<b>${player}</b> serving for the set`,
  delayEstimate: (minutes: number) => `~${minutes} min before play resumes`,
  lockScreenHint: "Scores stay on your Lock Screen until the match ends",
};

export function isEndEvent(event: string): boolean {
  return event !== "update";
}
