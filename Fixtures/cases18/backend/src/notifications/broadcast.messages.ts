export const broadcastMessages = {
  seasonStart: (series: string) => ({
    title: `${series} is back`,
    body: 'Pre-season testing starts tomorrow — follow a driver to get their Live Activity',
  }),
  seasonFinale: (series: string) => ({
    title: `${series} title decider`,
    body: 'Final round this weekend. Everything still to play for',
  }),
};
