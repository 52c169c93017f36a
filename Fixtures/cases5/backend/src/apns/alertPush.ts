import fs from 'node:fs';
import http2 from 'node:http2';
import { config } from '../config';
import { alertCopy, type AlertCopy } from '../notifications/notifications.messages';
import type { Match, ScoreEvent } from '../types';

/**
 * Standard alert notifications (scoring alerts, full time). These still go through the
 * APNs connection the admin console set up years ago.
 */
const session = http2.connect('https://api.push.apple.com', {
  cert: fs.readFileSync(process.env.APNS_CERT_PATH ?? '/opt/maul/apns-cert.pem'),
  key: fs.readFileSync(process.env.APNS_CERT_KEY_PATH ?? '/opt/maul/apns-key.pem'),
});

function teamName(match: Match, teamId: string): string {
  return teamId === match.homeTeam.teamId ? match.homeTeam.shortName : match.awayTeam.shortName;
}

export function buildEventAlert(match: Match, event: ScoreEvent): AlertCopy | null {
  const team = teamName(match, event.teamId);
  const score = `${match.homeScore}–${match.awayScore}`;
  switch (event.type) {
    case 'try':
      return alertCopy.try(team, event.playerName ?? team, score);
    case 'yellow_card':
      return alertCopy.yellowCard(team, event.playerName ?? team);
    case 'red_card':
      return { title: `Red card for ${team}`, body: `${event.playerName ?? 'A player'} is off for the rest of the match` };
    default:
      return null;
  }
}

export function buildFullTimeAlert(match: Match): AlertCopy {
  const score = `${match.homeScore}–${match.awayScore}`;
  if (match.homeScore === match.awayScore) {
    return alertCopy.draw(score);
  }
  const winner = match.homeScore > match.awayScore ? match.homeTeam.shortName : match.awayTeam.shortName;
  return alertCopy.fullTime(winner, score);
}

export function sendAlert(deviceToken: string, copy: AlertCopy, matchId: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = session.request({
      ':method': 'POST',
      ':path': `/3/device/${deviceToken}`,
      'apns-push-type': 'alert',
      'apns-topic': config.bundleId,
      'apns-priority': '10',
    });
    request.on('response', (headers) => resolve(Number(headers[':status'])));
    request.on('error', reject);
    request.end(JSON.stringify({ aps: { alert: copy, sound: 'default', 'thread-id': matchId }, matchId }));
  });
}
