import type { MatchRecord } from '../schemas/match.schema';
import { matchMessages } from './match.messages';
import { pointMessages } from './point.messages';

export interface AlertCopy {
  title: string;
  body: string;
  timeSensitive: boolean;
}

export function setWonAlert(team: string, score: string, sets: string): AlertCopy {
  return { title: pointMessages.setWonTitle(team), body: pointMessages.setWonBody(score, sets), timeSensitive: true };
}

export function matchPointAlert(team: string): AlertCopy {
  return { title: 'Match point', body: `${team} one point from the win`, timeSensitive: true };
}

export function finalAlert(match: MatchRecord, winner: string, sets: string): AlertCopy {
  const base = { title: matchMessages.finalTitle(winner), body: matchMessages.finalBody(winner, sets) };
  return { ...base, timeSensitive: match.phase === 'completed' };
}

export function abandonedAlert(): AlertCopy {
  const copy = { title: matchMessages.abandonedTitle, body: matchMessages.abandonedBody };
  return { ...copy, body: copy.body || 'Play has been called off', timeSensitive: false };
}
