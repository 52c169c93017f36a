export const followMessages = {
  followed: "Following. Scores will appear on your Lock Screen",
  unfollowed: "Stopped following",
  perspective: "Now following from their side of the court",
};
