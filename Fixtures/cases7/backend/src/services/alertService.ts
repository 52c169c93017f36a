import { sendAlert, type AlertPush } from '../apns/alertPush';
import { alertMessages as copy } from '../messages/alerts.messages';
import type { MatchItem } from '../schemas/match.schema';
import * as deviceStore from '../stores/deviceStore';
import { listFollowersOfMatch } from '../stores/followStore';
import { logger } from '../util/logger';
import type { AlertEvent, DetectedEvents } from './eventDetector';

type AlertPrefs = {
  breakPoints: boolean;
  setResults: boolean;
  matchResults: boolean;
  rainDelays: boolean;
  leadMinutes: number;
  quietFrom: string;
};

function wants(prefs: AlertPrefs, event: AlertEvent): boolean {
  switch (event) {
    case 'break_point':
    case 'break_point_saved':
      return prefs.breakPoints;
    case 'set_won':
      return prefs.setResults;
    case 'rain_delay':
    case 'medical_timeout':
      return prefs.rainDelays;
    default:
      return prefs.matchResults;
  }
}

function buildAlert(match: MatchItem, event: AlertEvent): AlertPush | null {
  const server = match.isServingHome ? match.home : match.away;
  const receiver = match.isServingHome ? match.away : match.home;
  const base = { matchId: match.matchId };
  switch (event) {
    case 'break_point':
      return {
        ...base,
        title: copy.breakPoint.title(receiver.shortName),
        body: copy.breakPoint.body(server.shortName, match.pointScore ?? match.scoreLine),
        timeSensitive: true,
      };
    case 'break_point_saved':
      return {
        ...base,
        title: copy.breakPoint.title(receiver.shortName),
        body: `${server.shortName} saves it and holds on`,
        timeSensitive: false,
      };
    case 'set_won':
      return {
        ...base,
        title: copy.setWon.title(server.shortName, match.sets.length),
        body: copy.setWon.body(match.statusText, match.scoreLine),
        timeSensitive: true,
      };
    case 'match_point_saved':
      return { ...base, title: copy.matchPointSaved.title, body: copy.matchPointSaved.body(server.shortName), timeSensitive: true };
    case 'rain_delay':
      return { ...base, title: copy.rainDelay.title, body: copy.rainDelay.body(match.court), timeSensitive: false };
    case 'medical_timeout':
      return { ...base, title: copy.medicalTimeout.title, body: copy.medicalTimeout.body(server.shortName, match.court), timeSensitive: false };
    case 'ace_milestone':
      logger.debug({ matchId: match.matchId }, 'ace milestone reached, alert not enabled yet');
      return null;
    default:
      return null;
  }
}

export async function notifyFollowers(match: MatchItem, events: DetectedEvents): Promise<void> {
  if (events.alerts.length === 0) {
    return;
  }
  const followers = await listFollowersOfMatch(match.matchId);
  const devices = await deviceStore.devicesForUsers(followers.map((f) => f.userId));
  const devicesByUser = new Map(devices.map((d) => [d.userId, d]));

  for (const follower of followers) {
    const device = devicesByUser.get(follower.userId);
    // Check if null
    if (!device) {
      continue;
    }
    for (const event of events.alerts) {
      if (!wants(device.preferences, event)) continue;
      const alert = buildAlert(match, event);
      if (alert) {
        await sendAlert(device.deviceToken, alert);
      }
    }
  }
}
