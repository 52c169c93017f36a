import type { LiveActivityDisplayState } from '../schemas/liveActivity.schema';
import type { ProviderMatch } from './providerTypes';
import { formatPointDisplay, getLiveNote, isCompletedStatus } from './matchDisplay';
import { phaseLabels, placeholders, statusCopy } from './matchDisplay.messages';

type Perspective = { homeFlag: string; awayFlag: string; homeShort: string; awayShort: string };

/** Orchestrates every display value the Live Activity shows. */
export function buildDisplayState(m: ProviderMatch, p: Perspective, deepLink: string): LiveActivityDisplayState {
  const inTiebreak = m.status === 'tiebreak';
  const [homePoints, awayPoints] = formatPointDisplay(m.homePoints, m.awayPoints, inTiebreak);
  const current = m.sets[m.sets.length - 1] ?? { home: 0, away: 0, tiebreak: null };
  const setNumber = m.sets.length;

  const statusLine = isCompletedStatus(m)
    ? phaseLabels.completed
    : getLiveNote(m) ?? statusCopy.serving(m.serverName);

  return {
    compact: {
      leadingLabel: `${p.homeShort} ${current.home}`,
      trailingLabel: `${p.awayShort} ${current.away}`,
      minimalLabel: inTiebreak ? 'TB' : `${current.home}-${current.away}`,
    },
    expanded: {
      homeName: p.homeShort,
      awayName: p.awayShort,
      homeFlag: p.homeFlag,
      awayFlag: p.awayFlag,
      homeSets: m.sets.map((s) => String(s.home)),
      awaySets: m.sets.map((s) => String(s.away)),
      homePoints,
      awayPoints,
      setLabel: `Set ${setNumber}`,
      footnote: m.status === 'scheduled' ? placeholders.awaitingOrderOfPlay : null,
    },
    phase: m.status === 'suspended' ? 'rain_delay' : inTiebreak ? 'tiebreak' : isCompletedStatus(m) ? 'completed' : 'live',
    servingSide: m.serverName === p.homeShort ? 'home' : 'away',
    statusLine: m.status === 'suspended' ? 'Covers on at ' + m.court : statusLine,
    deepLink,
    updatedAt: Math.floor(Date.now() / 1000),
    momentumHint: null,
  };
}
