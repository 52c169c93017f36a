// Alert copy. Titles are the event; bodies add what the title doesn't say.

export const alertMessages = {
  nonRunner: {
    title: (horse: string) => `${horse} out`,
    body: (reason: string, course: string, time: string) => `${reason} — ${course} ${time}`,
  },
  nonRunnerRepeat: {
    title: "Non-runner",
    body: (horse: string) => `Non-runner: ${horse} is now a non-runner`,
  },
  oddsMove: {
    title: (horse: string) => `${horse} shortening`,
    body: (from: string, to: string) => `${from} into ${to} in the last ten minutes`,
  },
  offSoon: {
    title: (course: string, time: string) => `${course} ${time}`,
    body: (course: string, time: string) => `The ${course} ${time} is off at ${time} at ${course}`,
  },
  result: {
    title: (horse: string) => `${horse} wins`,
    body: (lengths: string, sp: string) => `By ${lengths} at ${sp}`,
  },
  photoFinish: {
    title: "Photo finish",
    body: "Photo finish called for the finish",
  },
  enquiry: {
    title: "Stewards' enquiry",
    body: (course: string, time: string) => `Result of the ${course} ${time} under review`,
  },
  meetingAbandoned: {
    title: (course: string) => `${course} abandoned`,
    body: (reason: string) => `${reason}. Bets on the card are void`,
  },
  goingChange: {
    title: "Going change",
    body: (course: string, going: string) => `${course} going change: going now ${going}`,
  },
  jackpot: {
    title: "Jackpot won",
    body: (pool: string) => `Someone at the track scooped ${pool} — a game changer that reaches a milestone for the Tote`,
  },
};
