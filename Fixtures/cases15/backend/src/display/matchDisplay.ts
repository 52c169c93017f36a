import type { ProviderMatch } from './providerTypes';
import { phaseLabels, statusCopy } from './matchDisplay.messages';

const POINT_NAMES = ['0', '15', '30', '40'];

export function isLiveStatus(m: ProviderMatch): boolean {
  return m.status === 'in_progress' || m.status === 'tiebreak';
}

export function isCompletedStatus(m: ProviderMatch): boolean {
  return m.status === 'finished' || m.status === 'retired' || m.status === 'walkover';
}

export function formatPointDisplay(home: number, away: number, inTiebreak: boolean): [string, string] {
  if (inTiebreak) return [String(home), String(away)];
  if (home >= 3 && away >= 3) {
    if (home === away) return ['40', '40'];
    return home > away ? ['AD', '40'] : ['40', 'AD'];
  }
  return [POINT_NAMES[home] ?? '40', POINT_NAMES[away] ?? '40'];
}

export function formatScoreDisplay(m: ProviderMatch): string {
  return m.sets.map((s) => (s.tiebreak != null ? `${s.home}-${s.away}(${s.tiebreak})` : `${s.home}-${s.away}`)).join(', ');
}

export function getLiveNote(m: ProviderMatch): string | null {
  if (m.status === 'suspended') return `Suspended — ${m.suspensionReason ?? 'rain'}`;
  if (m.isBreakPoint) return statusCopy.breakPoint(m.receiverName, m.breakPointCount);
  if (m.isDeuce) return statusCopy.deuce;
  return null;
}

export function phaseLabel(m: ProviderMatch): string {
  if (m.status === 'suspended') return phaseLabels.rain_delay;
  return isCompletedStatus(m) ? phaseLabels.completed : phaseLabels.live;
}

export function durationLabel(minutes: number): string {
  const h = Math.floor(minutes / 60);
  return h > 0 ? `${h}h ${minutes % 60}m` : `${minutes}m`;
}
