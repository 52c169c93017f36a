import type { MatchPhase } from "../schemas/match.schema";

export const displayMessages = {
  status: {
    pre: "Yet to start",
    live: "In play",
    innings_break: "Innings break",
    completed: "Match over",
    abandoned: "Abandoned",
  } satisfies Record<MatchPhase, string>,
  badge: {
    pre: "SOON",
    live: "LIVE",
    innings_break: "BREAK",
    completed: "FINAL",
    abandoned: "NO RESULT",
  } satisfies Record<MatchPhase, string>,
  title: (home: string, away: string) => `${home} v ${away}`,
  toss: (winner: string, decision: "bat" | "bowl") => `${winner} won the toss, chose to ${decision}`,
  runRate: (rate: string) => `${rate} an over`,
  starts: (start: Date) => `Starts ${start.toISOString().slice(11, 16)} GMT`,
  bowler: (name: string, figures: string) => `${name} — ${figures}`,
  batterScore: (runs: number, balls: number) => `${runs} (${balls})`,
};

export const liveNotes = {
  badLight: "Bad light — players off",
};
