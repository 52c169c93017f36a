// User-facing text for match display state. Keep it short: it is read at a glance on the Lock Screen.

export const displayMessages = {
  title: (competition: string, round: string) => `${competition} · ${round}`,
  status: {
    pre: (swimOff: string) => `Swim-off ${swimOff}`,
    quarterBreak: (quarter: number) => `End of Q${quarter}`,
    halfTime: 'Half-time',
    shootout: 'Penalty shootout',
    delayedLightning: 'Play suspended — lightning nearby',
    delayedPool: 'Delayed - problem with the pool equipment',
    delayedWater: 'Delayed while the water is tested',
    completed: 'Full time',
    abandoned: 'Abandoned',
    liveClock: (quarter: number, clock: string) => `Q${quarter} ${clock}`,
  },
  situation: {
    manUp: (team: string) => `Man up — ${team}`,
    manDown: (team: string) => `${team} a man down | 20 seconds`,
    sixOnFour: (team: string) => `${team} six on four — double exclusion`,
    penalty: (team: string) => `Penalty to ${team}`,
  },
  events: {
    goal: (name: string, score: string) => `Goal — ${name}, ${score}`,
    penaltyGoal: (name: string) => `${name} finds the back of the net from five metres`,
    centreGoal: (name: string) => `${name} from the two-metre line`,
    exclusion: (name: string) => `Exclusion — ${name}, 20 seconds`,
    exclusionForGame: (name: string) => `${name} is OUT for the game!!`,
    save: (keeper: string, saves: number) => `Brilliant save from ${keeper} – ${saves} saves`,
    timeout: (team: string) => `Timeout ${team}!`,
    swimOff: (name: string) => `${name} wins the swim-off`,
    hatTrick: (name: string) => `Hat-trick for ${name}!`,
    comeback: (team: string) => `An incredible comeback from ${team} is on`,
    counter: (name: string) => `${name} rifles it home on the counter`,
    shotClockViolation: (team: string) => `Shot clock runs out on ${team}`,
    goldenGoal: '**Golden goal** decides it',
  },
  footer: {
    updated: (time: string) => `Updated ${time}`,
    cap: (cap: number, name: string) => `Cap #${cap} ${name}`,
    source: 'Scores via LEN and World Aquatics',
  },
  lead: {
    level: 'Level',
    ahead: (team: string, by: number) => `${team} by ${by}`,
    dominant: (team: string) => `${team} are ON FIRE`,
  },
} as const;
