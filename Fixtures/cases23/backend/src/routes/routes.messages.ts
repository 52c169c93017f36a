export const routeMessages = {
  matchGone: "This match is no longer available",
  followLimit: (limit: number) => `You can follow up to ${limit} matches at once`,
  unfollowed: "Unfollowed — the Lock Screen card will close shortly",
} as const;
