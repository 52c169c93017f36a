// Push alert copy. Titles are short; bodies add what the title doesn't say.

export const alertCopy = {
  matchStarting: {
    title: (a: string, b: string) => `${a} v ${b}`,
    body: (court: string) => `On ${court} now`,
  },
  setWon: {
    title: (name: string) => `${name} takes the set`,
    body: (name: string, score: string) => `${name} takes the set ${score}`,
  },
  breakOfServe: {
    title: (name: string) => `Break — ${name}`,
    body: (score: string) => `${score} in the set`,
  },
  rainDelay: {
    title: 'Rain delay',
    body: (court: string) => `Covers on at ${court}. We'll tell you when play resumes.`,
  },
  matchWon: {
    title: (name: string) => `${name} wins`,
    body: (score: string, minutes: number) => `${score} — ${minutes} min`,
  },
  upset: {
    title: 'Upset',
    body: (name: string, seed: string) => `Unseeded ${name} knocks out the ${seed} seed - third round`,
  },
  milestone: {
    title: 'Milestone',
    body: (name: string) => `${name} reaches a milestone with a 100th tour-level win`,
  },
  tiebreakStart: {
    title: 'Tiebreak',
    body: (name: string) => `${name} to serve first. Magnificent tennis!`,
  },
};
