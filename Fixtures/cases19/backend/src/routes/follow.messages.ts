export const followMessages = {
  alreadyFollowing: 'You’re already following this match',
  following: 'Following — we’ll start a Live Activity when play begins',
};
