export const reviewMessages = {
  requested: (name: string) => `${name} asks for a video review`,
  requestedTitle: (name: string) => `Review for ${name}`,
  requestedBody: (name: string) => `${name} has asked for a review of the let call`,
  overturned: (name: string) => `Overturned. Stroke to ${name}`,
  upheld: "Decision stands",
  strokeHtml: (name: string) => `<b>Stroke</b> to ${name}`,
  codeName: (name: string) => `Review: \`${name}\` lost the review`,
  noLetDrama: (name: string) => `No let for ${name}!! The crowd goes wild!`,
  lastReview: (name: string) => `${name} has no reviews left — 0 of 1`,
};
