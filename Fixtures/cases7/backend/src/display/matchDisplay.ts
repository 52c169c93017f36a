import { liveActivityMessages as copy } from '../messages/liveActivity.messages';
import type { FeedContext } from '../schemas/feed.schema';
import type { MatchItem, MatchStatus, SetScore } from '../schemas/match.schema';

// Bump whenever a function in this file changes what the API or a push returns.
export const MATCH_SCHEMA_VERSION = 7;

const POINT_NAMES = ['0', '15', '30', '40'] as const;

export function isLiveStatus(status: MatchStatus): boolean {
  return status === 'live' || status === 'suspended';
}

export function isCompletedStatus(status: MatchStatus): boolean {
  return status === 'completed' || status === 'retired' || status === 'walkover';
}

export function formatPointScore(ctx: Pick<FeedContext, 'serverPoints' | 'receiverPoints' | 'inTiebreak' | 'serverName'>, receiverName: string): string {
  const { serverPoints: s, receiverPoints: r } = ctx;
  if (ctx.inTiebreak) {
    return `${s}-${r}`;
  }
  if (s >= 3 && r >= 3) {
    if (s === r) {
      return copy.deuce;
    }
    return copy.advantage(s > r ? ctx.serverName : receiverName);
  }
  return `${POINT_NAMES[s]}-${POINT_NAMES[r]}`;
}

export function formatScoreDisplay(sets: SetScore[]): string {
  return sets
    .map((set) =>
      set.tiebreakLoserPoints === null ? `${set.home}-${set.away}` : `${set.home}-${set.away}(${set.tiebreakLoserPoints})`,
    )
    .join(' ');
}

function winnerAndLoser(match: MatchItem) {
  const homeSets = match.sets.filter((s) => s.home > s.away).length;
  const awaySets = match.sets.length - homeSets;
  return homeSets >= awaySets ? { winner: match.home, loser: match.away } : { winner: match.away, loser: match.home };
}

export function getLiveNote(match: MatchItem, ctx: Pick<FeedContext, 'pressure' | 'suspensionReason' | 'serverName'>): string | null {
  switch (match.status) {
    case 'suspended':
      if (ctx.suspensionReason === 'medical') {
        return copy.medicalTimeout(ctx.serverName);
      }
      return ctx.suspensionReason === 'rain' ? copy.rainDelay : copy.badLight;
    case 'retired':
      return copy.retired(winnerAndLoser(match).loser.shortName);
    case 'walkover':
      return `${winnerAndLoser(match).winner.shortName} advances on a walkover`;
    case 'live':
      break;
    default:
      return null;
  }
  switch (ctx.pressure) {
    case 'break_point':
      return copy.breakPoint;
    case 'set_point':
      return copy.setPoint;
    case 'match_point':
      return copy.matchPoint;
    case 'championship_point':
      return copy.championshipPoint;
    default:
      return null;
  }
}

export function finalResultLine(match: MatchItem): string {
  const { winner } = winnerAndLoser(match);
  return copy.matchWon(winner.shortName, formatScoreDisplay(match.sets));
}
