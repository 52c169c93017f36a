import { liveActivityMessages as copy } from '../messages/liveActivity.messages';
import type { FeedContext } from '../schemas/feed.schema';
import {
  LiveActivityDisplayStateSchema,
  type LiveActivityDisplayState,
  type MatchPhase,
  type MatchSentiment,
} from '../schemas/liveActivity.schema';
import type { MatchItem, PlayerSummary } from '../schemas/match.schema';
import { epochNow } from '../util/time';
import { finalResultLine, formatPointScore, formatScoreDisplay, getLiveNote, isCompletedStatus } from './matchDisplay';

function phaseFor(match: MatchItem, ctx: FeedContext): MatchPhase {
  if (isCompletedStatus(match.status)) return 'completed';
  if (match.status === 'suspended') return 'suspended';
  if (match.status === 'scheduled') return 'pre';
  return ctx.inTiebreak ? 'tiebreak' : 'live';
}

function sentimentFor(match: MatchItem, ctx: FeedContext): MatchSentiment {
  if (ctx.pressure !== 'none') return 'tense';
  const decided = match.sets.slice(0, -1);
  const homeSets = decided.filter((s) => s.home > s.away).length;
  const awaySets = decided.length - homeSets;
  if (Math.abs(homeSets - awaySets) >= 2) return 'dominant';
  return ctx.lastEvent === 'break' ? 'swing' : 'neutral';
}

function playerLine(player: PlayerSummary, games: number[]): string {
  const seed = player.seed === null ? '' : ` (${player.seed})`;
  return `${player.shortName}${seed}   ${games.join(' ')}`;
}

function abbreviation(player: PlayerSummary): string {
  return player.shortName.replace(/^[A-Z]\.\s*/, '').slice(0, 3).toUpperCase();
}

export function buildDisplayState(match: MatchItem, ctx: FeedContext): LiveActivityDisplayState {
  const phase = phaseFor(match, ctx);
  const receiverName = ctx.serverName === match.home.shortName ? match.away.shortName : match.home.shortName;
  const pointScore = phase === 'completed' ? formatScoreDisplay(match.sets) : formatPointScore(ctx, receiverName);
  const currentSet = match.sets[match.sets.length - 1];
  const setsWonHome = match.sets.filter((s) => s.home > s.away).length;

  return LiveActivityDisplayStateSchema.parse({
    phase,
    sentiment: sentimentFor(match, ctx),
    compact: {
      leadingText: `${abbreviation(match.home)} ${setsWonHome}`,
      trailingText: pointScore,
      minimalText: phase === 'tiebreak' ? copy.minimalTiebreak : currentSet ? `${currentSet.home}-${currentSet.away}` : '',
    },
    expanded: {
      title: copy.titleLine(ctx.tournamentName, match.round, match.court),
      homeLine: playerLine(match.home, match.sets.map((s) => s.home)),
      awayLine: playerLine(match.away, match.sets.map((s) => s.away)),
      pointScore,
      serving: match.isServingHome === null ? 'none' : match.isServingHome ? 'home' : 'away',
      statusNote: phase === 'completed' ? finalResultLine(match) : getLiveNote(match, ctx),
      footer: copy.footerStats(ctx.aces[0] + ctx.aces[1], ctx.doubleFaults[0] + ctx.doubleFaults[1]),
    },
    updatedAt: epochNow(),
  });
}
