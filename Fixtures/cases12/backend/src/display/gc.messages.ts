// Copy for the general classification, jerseys and time bonuses.

export const gcCopy = {
  leaderGap: "Leader",
  bonus: (seconds: number) => `-${seconds}"`,
  abandoned: "DNF",
  virtualLeader: (rider: string) => `${rider} in virtual yellow`,
  yellowKept: (rider: string, gap: string) => `${rider} keeps yellow — ${gap} clear`,
  yellowLost: (rider: string, newLeader: string) => `${rider} loses yellow to ${newLeader}`,
  tripleJersey: (rider: string) => `${rider} leads yellow, green and polka dot at once!`,
  komLeader: (rider: string, points: number) => `${rider} leads the KOM — ${points} pts`,
  sprintLeader: (rider: string, points: number) => `${rider} in green – ${points} pts`,
  youthLeader: (rider: string) => `${rider} in white`,
  timeLimit: (count: number) => `${count} outside the time limit`,
} as const;
