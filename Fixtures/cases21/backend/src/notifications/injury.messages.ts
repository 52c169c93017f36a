// Injury list copy. Plain and factual: the club's estimate, nothing more.

export const injuryMessages = {
  listUpdatedTitle: (club: string) => `${club} injury list`,
  listUpdatedBody: (changes: number) => `${changes} changes this week`,
  ruledOutTitle: (player: string) => `${player} ruled out`,
  ruledOutBody: (injury: string, estimate: string) => `${injury} — ${estimate}`,
  ruledOutRepeatBody: (player: string, injury: string) => `${player} has been ruled out with ${injury}`,
  returnBody: (player: string) => `${player} is back in full training`,
  seasonEndingBody: (player: string) => `${player} done for the season - ACL`,
  concussionBody: (player: string, days: number) => `${player} in concussion protocols — ${days}-day break`,
  hamstringBody: (player: string) => `${player} (hamstring) — TBC`,
  comebackHypeBody: (player: string) => `${player} makes a brilliant, incredible comeback`,
  testBody: (player: string) => `${player} is a test for the weekend`,
  lateOutBody: (player: string) => `${player} a late out!`,
  estimateRange: (low: number, high: number) => `${low}-${high} weeks`,
  markdownNoteBody: (note: string) => `_${note}_`,
};
