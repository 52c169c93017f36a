export const rareMessages = {
  overtimeWinner: (team: string, scorer: string) => ({
    title: `${team} win it in overtime!`,
    body: `${scorer} ends it — game over`,
  }),
  kickReturn: (team: string, returner: string, yards: number) => ({
    title: `${team} kick return TD`,
    body: `${returner} goes ${yards} yards untouched — special teams score`,
  }),
};
