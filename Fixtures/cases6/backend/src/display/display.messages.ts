// Copy for scoreboards, Live Activities and the schedule.
// Voice: a fan on the couch, not a broadcaster. Routine events stay calm; the numbers do the shouting.

const PERIOD_NAMES = ["1st", "2nd", "3rd"] as const;

export const displayMessages = {
  period: (n: number): string => PERIOD_NAMES[n - 1] ?? "OT",
  overtime: "OT",
  shootout: "Shootout",
  preGame: "Puck drop soon",
  live: (period: string, clock: string) => `${period} · ${clock}`,
  intermission: (period: string) => `${period} Intermission`,
  intermissionLeft: (minutes: number) => `Back in ~${minutes} min`,
  final: "Final",
  finalOT: "Final/OT",
  finalSO: "Final/SO",
  postponed: "Postponed",

  scoreLine: (home: number, away: number) => `${home}–${away}`,
  shots: (home: number, away: number) => `SOG ${home}–${away}`,
  strength: (home: number, away: number) => `${home} on ${away}`,
  compactLeading: (abbrev: string, score: string) => `${abbrev} ${score}`,
  compactTrailing: (abbrev: string, score: string) => `${score} ${abbrev}`,
  powerPlay: (team: string, clock: string) => `${team} power play — ${clock} left`,
  leagueHeader: (league: string, count: number) => `${league} — ${count} games`,

  goal: (scorer: string, assists: string[]) =>
    assists.length > 0 ? `${scorer} scores — from ${assists.join(", ")}` : `${scorer} scores, unassisted`,
  powerPlayGoal: (scorer: string) => `**${scorer}** on the power play`,
  shorthandedGoal: (scorer: string) => `${scorer} scores shorthanded`,
  emptyNetGoal: (scorer: string) => `${scorer} into the empty net`,
  hatTrick: (player: string) => `Hat trick for ${player}!`,
  milestone: (player: string, goals: number) => `${player} brings up ${goals} career goals`,
  overtimeWinner: (player: string) => `${player} ends it in overtime!!`,
  shootoutWinner: (player: string) => `${player} wins it in the shootout`,
  comeback: (team: string, deficit: number) => `INCREDIBLE comeback from ${team}, down ${deficit} and level now`,

  penalty: (player: string, infraction: string, minutes: number) => `${player} - ${minutes} min for ${infraction}`,
  goaliePulled: (team: string) => `${team} pull the goalie for an extra skater`,
  goaliePulledLate: (team: string, deficit: number) =>
    `${team} have pulled their goalie for an extra attacker late in the third period, trailing by ${deficit} and pressing hard in the offensive zone for the goal that would send this one to overtime`,
  periodStart: (period: string) => `${period} period underway!`,
  periodEnd: (period: string) => `End of the ${period}`,
  videoReview: (reason: string) => `Video review: ${reason}`,
  challenge: (team: string, reason: string) => `${team} challenge for ${reason}`,
  reviewOutcome: (outcome: "stands" | "overturned") => (outcome === "stands" ? "Call on the ice stands" : "Call overturned"),
  goalieLine: (name: string, saves: number, shots: number) => `${name} | ${saves} saves on ${shots} shots`,
  shutout: (goalie: string, saves: number) => `Shutout for ${goalie} — ${saves} saves`,
} as const;
