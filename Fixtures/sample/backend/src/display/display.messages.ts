/** The words of the display lines; buildDisplayState supplies the numbers. */
export const displayMessages = {
  runRate: (runRate: string) => `RR ${runRate}`,
  runsNeeded: (needed: number) => `${needed} needed`,
};
