// Titles and bodies for race-event notifications (alert pushes and the
// Watch-only alert text on Live Activity updates).

export const raceEventCopy = {
  stageStart: {
    title: (numberLabel: string) => `${numberLabel} is underway`,
    body: (startTown: string, distanceKm: number) => `${distanceKm} km from ${startTown}`,
  },
  stageStartLoud: {
    title: (numberLabel: string) => `${numberLabel} is underway!`,
  },
  attack: {
    title: (rider: string) => `${rider} attacks`,
    body: (climb: string, km: number) => `On the ${climb} — ${km} km to go`,
  },
  breakCaught: {
    title: "Break caught",
    body: (km: number) => `The break has been caught with ${km} km to go`,
  },
  breakFormed: {
    title: (count: number) => `Break of ${count} goes clear`,
    body: (gap: string) => `${gap} on the bunch — nobody in the top ten`,
  },
  yellowChange: {
    title: (rider: string) => `${rider} takes yellow`,
    body: (previous: string, gap: string) => `Leads by ${gap} — ${previous} drops to second`,
  },
  abandonment: {
    title: (rider: string) => `${rider} abandons`,
    body: (stage: string, km: number) => `Climbed off ${km} km into ${stage}`,
  },
  crash: {
    title: "Crash in the bunch",
    body: (km: number) => `Riders down with ${km} km to go`,
  },
  stageWin: {
    title: (rider: string, n: number) => `${rider} wins stage ${n}`,
    body: (rider: string, n: number, team: string) => `${rider} wins stage ${n} for ${team}`,
  },
  sprintWin: {
    title: (rider: string) => `${rider} takes the sprint`,
    body: (rider: string) => `${rider} puts the hammer down to win the intermediate sprint`,
  },
  komPoints: {
    title: (rider: string) => `${rider} first over the top`,
    body: (climb: string, points: number) => `${points} KOM pts on the ${climb}`,
  },
  milestone: {
    title: (rider: string) => `Stage win for ${rider}`,
    body: (rider: string, count: number) => `${rider} brings up Grand Tour stage win number ${count}`,
  },
  mountainWin: {
    title: (rider: string) => `${rider} is on fire`,
    body: (climb: string) => `Solo at the top of the ${climb}`,
  },
  soloWin: {
    title: (rider: string) => `${rider} wins solo`,
    body: (km: number) => `Went clear ${km} km out and never saw the bunch again`,
  },
  bigWin: {
    title: (rider: string) => `INCREDIBLE ride from ${rider}!!`,
    body: (gap: string) => `A magnificent solo — ${gap} on the favourites`,
  },
  tttResult: {
    title: (team: string) => `${team} win the TTT`,
    body: (gap: string) => `Fastest by ${gap}`,
  },
  yellowRetained: {
    title: (rider: string) => `${rider} stays in yellow`,
    body: (rider: string, gap: string, second: string) =>
      `${rider}'s lead over ${second} in the general classification is now ${gap} after another day in which the favourites marked each other all the way to the line`,
  },
  markupNote: {
    title: (rider: string) => `**${rider}** in the break`,
    body: (gap: string) => `<b>${gap}</b> on the bunch`,
  },
} as const;
