// Copy that ends up on the Lock Screen and in the Dynamic Island.
// Keep every line short enough to read in a glance.

export const liveActivityCopy = {
  waitingForFlag: "Waiting for the flag",
  kmToGo: (km: number) => `${km} km`,
  together: "Bunch together",
  breakGap: (gap: string) => `Break ${gap}`,
  roadLeader: (rider: string) => `${rider} leads on the road`,
  stageWon: (rider: string, team: string) => `${rider} wins — ${team}`,
  finalKm: "Last km",
  staleNote: "Waiting for the next time check",
  attackNote: (rider: string) => `${rider} attacks`,
  explosiveAttackNote: (rider: string) => `Explosive move from ${rider}`,
  breakCaughtLong: (km: number) =>
    `The breakaway that has been out front since kilometre zero has finally been brought back by the sprinters' teams with ${km} kilometres remaining before the finish line`,
  codeNote: (rider: string) => `\`${rider}\` bridges across`,
  bridge: (rider: string) => `${rider} bridges across`,
  caught: (rider: string) => `${rider} caught`,
} as const;
