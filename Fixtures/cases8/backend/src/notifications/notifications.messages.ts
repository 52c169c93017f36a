// Titles stay ~2-3 words. Alert copy for followers. Titles name the moment; bodies add what the title
// doesn't already say.

export const rainDelayAlert = (venue: string) => ({
  title: "Rain delay",
  body: `Rain delay at ${venue} — the tarp is on the field`,
});

export const rainDelayResumedAlert = (venue: string, resumeTime: string) => ({
  title: "Play resumes",
  body: `Tarp's off at ${venue} — first pitch back around ${resumeTime}`,
});

export const pitchingChangeAlert = (incoming: string, outgoing: string) => ({
  title: "Pitching change",
  body: `Pitching change: ${incoming} replaces ${outgoing}`,
});

export const finalAlert = (score: string, winner: string) => ({
  title: "Final",
  body: `${score} — ${winner} holds on`,
});

export const walkOffAlert = (batter: string, team: string) => ({
  title: "Walk-off!!",
  body: `${batter} wins it for ${team}`,
});

export const cycleAlert = (batter: string) => ({
  title: batter,
  body: "Hits for the cycle!",
});

export const noHitBidAlert = (pitcher: string, inning: number) => ({
  title: "No-hit bid",
  body: `${pitcher} still hasn't given one up through ${inning}`,
});

export const firstPitchAlert = (away: string, home: string) => ({
  title: "First pitch",
  body: `${away} at ${home} is underway!`,
});

export const lineupPostedAlert = (team: string) => ({
  title: "Lineup posted",
  body: `${team} batting order is out — **tap** to see who's hitting cleanup`,
});

export const probablesAlert = (away: string, home: string) => ({
  title: "Probables",
  body: `\`${away}\` vs \`${home}\` tonight`,
});

export const delayUpdateAlert = (venue: string) => ({
  title: "Tarp stays on",
  body: `Still waiting on the weather at ${venue}. The grounds crew has been working on the infield for the last hour and the club says they will give another update once the radar clears, so hang tight and we will let you know as soon as there is a resumption time.`,
});

export const standingsClinchAlert = (team: string) => ({
  title: "Postseason bound",
  body: `${team} clinch the division <b>tonight</b>`,
});

export const extraInningsAlert = (inning: number) => ({
  title: "Extras",
  body: `Free baseball — heading to the ${inning}th`,
});

export const brilliantOutingAlert = (pitcher: string, ks: number) => ({
  title: "Strikeouts",
  body: `${pitcher} with a brilliant outing — ${ks} K through 6`,
});
