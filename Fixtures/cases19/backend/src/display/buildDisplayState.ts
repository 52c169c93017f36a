import type { FrameScore, MatchItem } from '../schemas/match';
import type { LiveActivityDisplayState } from '../schemas/liveActivity';
import { displayMessages as m, liveActivityMessages as la } from './display.messages';
import { logger } from '../lib/logger';

type Perspective = { playerId: string | null };

interface DisplayFrame {
  frameNumber: number;
  points1: number;
  points2: number;
  pointsRemaining: number;
}

const framesToWin = (bestOf: number) => Math.floor(bestOf / 2) + 1;

function snookersNeeded(frame: FrameScore): number {
  const deficit = Math.abs(frame.points1 - frame.points2);
  return deficit > frame.pointsRemaining ? Math.ceil((deficit - frame.pointsRemaining) / 4) : 0;
}

function breakText(match: MatchItem): string | null {
  const current = match.currentBreak;
  if (!current) return null;
  if (current.isMaximum) return m.maximum();
  if (current.points >= 100) return m.centuryBreak(current.points);
  const name = current.playerId === match.player1.playerId ? match.player1.shortName : match.player2.shortName;
  return `${name} on a break of ${current.points}`;
}

function statusText(match: MatchItem): string {
  switch (match.status) {
    case 'scheduled':
      return 'Starts soon';
    case 'live':
      return m.sessionOf(match.sessionNumber, Math.ceil(match.bestOf / 8));
    case 'interval':
      return m.interval;
    case 'between_sessions':
      return m.betweenSessions(match.sessionNumber);
    case 'concluded': {
      const winner = match.framesWon1 > match.framesWon2 ? match.player1.name : match.player2.name;
      return m.concluded(winner, m.scoreline(match.framesWon1, match.framesWon2));
    }
    case 'walkover':
      return m.walkover;
  }
}

const isFrameBall = (match: MatchItem, frame: FrameScore | undefined): boolean =>
  !!frame && frame.pointsRemaining < Math.abs(frame.points1 - frame.points2) + 8;

export function buildMatchDisplayState(match: MatchItem, perspective: Perspective) {
  const frame = match.frames?.at(-1);
  const needed = frame ? snookersNeeded(frame) : 0;
  const toWin = framesToWin(match.bestOf);
  const onMatchBall = match.framesWon1 === toWin - 1 || match.framesWon2 === toWin - 1;

  logger.debug('building display state', { matchId: match.matchId, perspective: perspective.playerId });

  return {
    headline: m.headline(match.player1.shortName, match.player2.shortName),
    scoreline: m.scoreline(match.framesWon1, match.framesWon2),
    frameLine: frame ? `Frame ${frame.frameNumber} · ${m.frameScore(frame.points1, frame.points2)}` : m.bestOf(match.bestOf),
    statusText: statusText(match),
    sessionText: match.status === 'live' ? m.sessionOf(match.sessionNumber, 4) : null,
    breakText: breakText(match),
    pointsRemainingText: frame ? m.pointsRemaining(frame.pointsRemaining) : null,
    snookersRequiredText: needed > 0 ? m.snookersRequired(needed) : null,
    ...(isFrameBall(match, frame) ? { frameBallText: onMatchBall ? 'Match ball' : m.frameBall } : {}),
    sentiment: match.currentBreak?.isMaximum ? 'historic' : needed > 0 ? 'tense' : 'neutral',
    isLive: match.status === 'live',
    isFrameBall: isFrameBall(match, frame),
  };
}

export function buildLiveActivityDisplayState(match: MatchItem): LiveActivityDisplayState {
  const frame = match.frames?.at(-1);
  const display = buildMatchDisplayState(match, { playerId: null });
  return {
    compact: {
      leadingText: la.compactLeading(match.player1.shortName, match.framesWon1),
      trailingText: la.compactTrailing(match.player2.shortName, match.framesWon2),
      minimalText: display.scoreline,
    },
    expanded: {
      headline: display.headline,
      framesText: display.scoreline,
      frameScoreText: frame ? m.frameScore(frame.points1, frame.points2) : 'Between frames',
      breakText: display.breakText,
      pointsRemainingText: display.pointsRemainingText,
      statusNote: match.status === 'interval' ? la.statusNoteInterval : la.statusNoteLive(match.sessionNumber),
      framesWon1: match.framesWon1,
      framesWon2: match.framesWon2,
      points1: frame?.points1 ?? 0,
      points2: frame?.points2 ?? 0,
      pointsRemaining: frame?.pointsRemaining ?? 147,
      snookersRequired: frame ? snookersNeeded(frame) : 0,
    },
    phase: match.status === 'scheduled' ? 'pre' : match.status,
    sentiment: display.sentiment as LiveActivityDisplayState['sentiment'],
    updatedAt: new Date().toISOString(),
  };
}

export function placeholderFrame(frameNumber: number): DisplayFrame {
  return { frameNumber, points1: 0, points2: 0, pointsRemaining: 147 };
}
