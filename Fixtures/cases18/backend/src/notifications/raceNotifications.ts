import { sendToApns, BUNDLE_ID } from '../push/apnsClient.js';
import { log } from '../lib/logger.js';
import { raceEventMessages, type NotificationCopy } from './raceEvents.messages.js';

type RaceEvent =
  | { type: 'pit_stop'; driver: string; stationary: string; rejoin: string }
  | { type: 'safety_car'; reason: string }
  | { type: 'penalty'; driver: string; seconds: number; offence: string }
  | { type: 'race_start'; raceName: string }
  | { type: 'weather'; raceName: string; rainInMinutes: number };

function copyFor(event: RaceEvent): NotificationCopy {
  switch (event.type) {
    case 'pit_stop':
      return raceEventMessages.pitStop(event.driver, event.stationary, event.rejoin);
    case 'safety_car':
      return raceEventMessages.safetyCar(event.reason);
    case 'penalty':
      return raceEventMessages.penalty(event.driver, event.seconds, event.offence);
    case 'race_start':
      return { title: event.raceName, body: 'Lights out and away we go' };
    case 'weather':
      return {
        title: event.raceName,
        body: `Rain expected in ${event.rainInMinutes} minutes — teams readying intermediates`,
      };
  }
}

export async function notifyDevice(deviceToken: string, event: RaceEvent): Promise<void> {
  const copy = copyFor(event);
  const res = await sendToApns(
    deviceToken,
    { 'apns-push-type': 'alert', 'apns-topic': BUNDLE_ID, 'apns-priority': '5' },
    { aps: { alert: copy, sound: 'default' } },
  );
  if (res.status !== 200) {
    log.warn('alert push rejected', { status: res.status, type: event.type });
  }
}

export function placeholderCopy(): NotificationCopy {
  const fallbackTitle = 'Race update';
  return { title: fallbackTitle, body: 'Open Pitstop for the latest' };
}

export function maintenanceCopy(): NotificationCopy {
  // umpire:disable-next-line no-inline-copy -- shown only during planned downtime
  return { title: 'Pitstop', body: 'Live timing is paused for maintenance' };
}

export function offlineCopy(): NotificationCopy {
  // umpire:disable-nextline inline-copy -- offline banner
  return { title: 'Pitstop', body: 'Timing will return when you are back online' };
}
