import type { ScheduledHandler } from 'aws-lambda';
import { sendDigestAlert } from '../apns/legacyApnsClient';
import { formatScoreDisplay } from '../display/matchDisplay';
import { digestMessages as copy } from '../messages/digest.messages';
import { listDevicesInTimezones } from '../stores/deviceStore';
import { listByStatus } from '../stores/matchStore';
import { logger } from '../util/logger';

// Zones where it is 08:00 right now; the rule runs hourly.
function zonesAtEight(now: Date): string[] {
  const candidates = Intl.supportedValuesOf('timeZone');
  return candidates.filter((zone) => {
    const hour = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hour12: false, timeZone: zone }).format(now);
    return hour === '08';
  });
}

export const handler: ScheduledHandler = async () => {
  const zones = zonesAtEight(new Date());
  if (zones.length === 0) return;

  const finished = await listByStatus('completed');
  const lines = finished.slice(0, 4).map((m) => {
    const homeWon = m.sets.filter((s) => s.home > s.away).length > m.sets.length / 2;
    const [winner, loser] = homeWon ? [m.home, m.away] : [m.away, m.home];
    return copy.result(winner.shortName, loser.shortName, formatScoreDisplay(m.sets));
  });
  const body = lines.length > 0 ? lines : [copy.quietDay];

  const devices = await listDevicesInTimezones(zones);
  let sent = 0;
  for (const device of devices) {
    if (!device.preferences.matchResults) continue;
    const status = await sendDigestAlert(device.deviceToken, copy.title(finished[0]?.round ?? 'the tournament'), body);
    if (status === 200) sent++;
  }
  logger.info({ sent, zones: zones.length }, 'digest sent');
};
