// Alert shown when a followed stage starts and we push-to-start its Live Activity.

export const pushToStartCopy = {
  title: (numberLabel: string) => `${numberLabel} has started`,
  body: (raceName: string) => `Following ${raceName} on your Lock Screen`,
} as const;
