export interface GoalCopyInput {
  minute: number;
  scoreText: string;
}

export const goalCopy = {
  title: (scorer: string, side: string) => `${scorer} scores for ${side}`,
  body: (e: GoalCopyInput) => `${e.minute}' — ${e.scoreText}`,
  ownGoalTitle: (side: string) => `Own goal — ${side} benefit`,
};
