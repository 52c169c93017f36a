/**
 * User-facing copy for the match centre and Live Activity.
 * Tone: a fan watching with mates. Keep "!" for hat-tricks and hundreds.
 */
export const screenMessages = {
  inningsBreak: "Innings break",
  startsSoon: "Starts soon",
  noResult: "No result",
  headline: (home: string, away: string) => `${home} v ${away}`,
  score: (runs: number, wickets: number) => `${runs}/${wickets}`,
  overs: (completed: number, balls: number) => `${completed}.${balls} ov`,
  chase: (team: string, need: number, balls: number) => `${team} need ${need} from ${balls}`,
  chaseWithRate: (line: string, rrr: string) => `${line} — RRR ${rrr}`,
  toss: (team: string, decision: "bat" | "bowl") => `${team} won the toss and chose to ${decision}`,
  compactScore: (code: string, runs: number, wickets: number) => `${code} ${runs}-${wickets}`,
  overSummary: (description: string, stats: string) => `${description} - ${stats}`,
  wicket: (batter: string, bowler: string) => `Wicket! ${batter} departs, ${bowler} strikes`,
  consecutiveSixes: (batter: string) => `SIX!! ${batter} goes again`,
  hatTrick: (bowler: string) => `Hat-trick! ${bowler} takes three in three`,
  century: (batter: string, balls: number) => `Hundred for ${batter} — ${balls} balls`,
} as const;
