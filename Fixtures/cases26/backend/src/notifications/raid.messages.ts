// Notification copy for raid and tackle events. Titles are the team line; bodies carry the detail.

export interface NotificationCopy {
  title: string;
  body: string;
}

export const raidMessages = {
  superRaid: (raider: string, team: string, points: number): NotificationCopy => ({
    title: `${team} super raid`,
    body: `${raider} takes ${points} on one raid`,
  }),

  superTackle: (team: string, raider: string): NotificationCopy => ({
    title: 'Super tackle',
    body: `${team} stop ${raider} with three on the mat — two points`,
  }),

  doOrDieSuccess: (raider: string, team: string): NotificationCopy => ({
    title: `${team} do-or-die raid`,
    body: `${raider} survives the do-or-die raid and gets a touch point`,
  }),

  doOrDieFailed: (raider: string, team: string): NotificationCopy => ({
    title: `${team} lose a raider`,
    body: `${raider} held on a do-or-die raid!`,
  }),

  bonusPoint: (raider: string): NotificationCopy => ({
    title: 'Extra point',
    body: `${raider} crosses the bonus line!!`,
  }),

  allOut: (team: string, conceded: string): NotificationCopy => ({
    title: `${conceded} lose all seven`,
    body: `${team} inflict an all out | +2 points`,
  }),

  revival: (team: string, count: number): NotificationCopy => ({
    title: `${team} revive ${count}`,
    body: `${count} players back on the mat for ${team}`,
  }),

  superTen: (raider: string, points: number): NotificationCopy => ({
    title: 'Double figures',
    body: `${raider} brings up a Super 10 — ${points} raid points`,
  }),

  emptyRaidStreak: (team: string, count: number): NotificationCopy => ({
    title: `${team} empty raids`,
    body: `${count} empty raids in a row — next one is do-or-die`,
  }),

  raiderOnFire: (raider: string, points: number): NotificationCopy => ({
    title: `${raider} is ON FIRE`,
    body: `An explosive spell – ${points} points in five raids`,
  }),

  tackleStreak: (team: string): NotificationCopy => ({
    title: 'Tackle streak',
    body: `Magnificent defending from ${team}, who simply cannot be stopped`,
  }),

  superRaidHatTrick: (raider: string): NotificationCopy => ({
    title: `${raider} hat-trick`,
    body: 'Three super raids in one match!',
  }),

  lineCross: (raider: string): NotificationCopy => ({
    title: 'Raider lost',
    body: `${raider} steps over the \`end line\` — self out`,
  }),
};
