export const followMessages = {
  followed: (match: string) => ({
    title: 'Following',
    body: `You'll get super raids, all outs and the result for ${match}`,
  }),
  unfollowed: (match: string) => ({
    title: 'Unfollowed',
    body: `No more updates for ${match}`,
  }),
  liveActivityStarted: 'On your Lock Screen until the final whistle',
  pushPermissionPrompt: 'Turn on notifications to hear about super raids, all outs, golden raids, revivals, strategic timeouts and every do-or-die raid from every match you follow, as they happen',
  followLimit: 'You can follow up to 10 matches at once',
  perspectivePrompt: (home: string, away: string) => `Whose side are you on — ${home} or ${away}?`,
  welcome: 'Welcome to Do or Die!! Kabaddi, raid by raid.',
  seasonOpener: 'The BIGGEST season of kabaddi EVER starts now',
  teamPerspectiveSaved: (team: string) => `Following from ${team}'s end of the mat`,
  tokenHelp: 'Live updates paused. Open Do or Die to resume.',
  shareText: (title: string, score: string) => `${title} – ${score} on Do or Die`,
  digestBody: (count: number) => `${count} matches today | first raid at 7:30 pm`,
  followHint: 'Tap `Follow` on any match to get it on your Lock Screen',
  finalTonight: 'PKL final tonight: PAT v BEN',
};
