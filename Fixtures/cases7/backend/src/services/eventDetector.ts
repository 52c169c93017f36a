import type { LiveActivityEvent } from '../apns/liveActivityPush';
import type { FeedEntry } from '../schemas/feed.schema';

export type AlertEvent =
  | 'break_point'
  | 'break_point_saved'
  | 'set_won'
  | 'match_point_saved'
  | 'rain_delay'
  | 'medical_timeout'
  | 'challenge_overturned'
  | 'ace_milestone';

export interface DetectedEvents {
  primary: LiveActivityEvent;
  alerts: AlertEvent[];
}

export function detectEvents(entry: FeedEntry, previous?: FeedEntry): DetectedEvents {
  const { context } = entry;
  const alerts: AlertEvent[] = [];
  if (context.pressure === 'break_point' && previous?.context.pressure !== 'break_point') {
    alerts.push('break_point');
  }
  if (previous?.context.pressure === 'break_point' && context.lastEvent === 'game') {
    alerts.push('break_point_saved');
  }
  if (previous?.context.pressure === 'match_point' && context.pressure !== 'match_point' && entry.match.status === 'live') {
    alerts.push('match_point_saved');
  }
  if (context.lastEvent === 'set') alerts.push('set_won');
  if (context.lastEvent === 'suspended') {
    alerts.push(context.suspensionReason === 'medical' ? 'medical_timeout' : 'rain_delay');
  }
  const primary: LiveActivityEvent = context.lastEvent === 'ended' ? 'ended' : context.lastEvent;
  return { primary, alerts };
}
