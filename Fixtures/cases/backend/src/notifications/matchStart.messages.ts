export const matchStartMessages = {
  title: "First ball soon",
  body: (home: string, away: string) => `${home} v ${away} — follow it from the Lock Screen`,
};
