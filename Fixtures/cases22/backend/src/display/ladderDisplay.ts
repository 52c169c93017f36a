import type { LadderEntry } from '../schemas/ladder.schema';
import { ladderMessages as m } from './ladder.messages';

export interface LadderRowInput {
  teamId: string;
  teamName: string;
  wins: number;
  losses: number;
  draws: number;
  goalsFor: number;
  goalsAgainst: number;
  bonusPoints: number;
  form: Array<'W' | 'L' | 'D'>;
}

export function buildLadder(rows: LadderRowInput[], finalsSpots: number): LadderEntry[] {
  const ranked = rows
    .map((r) => ({ ...r, points: r.wins * 4 + r.draws * 2 + r.bonusPoints, pct: (r.goalsFor / Math.max(r.goalsAgainst, 1)) * 100 }))
    .sort((a, b) => b.points - a.points || b.pct - a.pct);

  return ranked.map((r, i) => ({
    teamId: r.teamId,
    teamName: r.teamName,
    positionText: m.position(i + 1),
    played: r.wins + r.losses + r.draws,
    wins: r.wins,
    losses: r.losses,
    draws: r.draws,
    goalsFor: r.goalsFor,
    goalsAgainst: r.goalsAgainst,
    points: r.points,
    pointsText: m.points(r.points),
    percentageText: m.percentage(r.pct),
    percentage: Math.round(r.pct * 10) / 10,
    formGuide: r.form.slice(-5),
    isFinalsLine: i === finalsSpots - 1,
    updatedAt: new Date().toISOString(),
  }));
}

export function ladderHeadline(entries: LadderEntry[]): string {
  const [first, second] = entries;
  if (!first || !second) return '';
  if (first.points - second.points <= 2) return `Two points split ${first.teamName} and ${second.teamName}`;
  return m.minorPremiers(first.teamName);
}
