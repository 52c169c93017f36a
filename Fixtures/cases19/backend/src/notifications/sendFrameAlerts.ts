import { frameEventMessages as msg } from './frameEvents.messages';
import { followersOf } from './followers';
import { sendAlert } from '../push/alertPush';
import { logger } from '../lib/logger';
import type { MatchItem } from '../schemas/match';

type AlertCopy = { title: string; body: string };

function centuryCopy(match: MatchItem, points: number): AlertCopy {
  const name = match.currentBreak?.playerId === match.player1.playerId ? match.player1.shortName : match.player2.shortName;
  const frame = match.frames?.at(-1)?.frameNumber ?? 0;
  return { title: msg.centuryTitle(name), body: msg.centuryBody(name, points, frame) };
}

function frameWonCopy(match: MatchItem, winner: string): AlertCopy {
  return {
    title: `${winner} takes the frame`,
    body: `${match.framesWon1}–${match.framesWon2} in frames`,
  };
}

const intervalCopy = (match: MatchItem): AlertCopy => ({
  title: 'Interval',
  body: match.sessionNumber > 1 ? `Back after the break in session ${match.sessionNumber}` : msg.restartBody,
});

export async function sendFrameAlerts(match: MatchItem, event: 'century' | 'frame_won' | 'interval' | 'maximum', winner?: string) {
  const followers = await followersOf(match.matchId);
  if (followers.length === 0) {
    logger.info('no followers, skipping alert', { matchId: match.matchId, event });
    return;
  }

  let copy: AlertCopy;
  switch (event) {
    case 'century':
      copy = centuryCopy(match, match.currentBreak?.points ?? 100);
      break;
    case 'frame_won':
      copy = frameWonCopy(match, winner ?? match.player1.shortName);
      break;
    case 'interval':
      copy = intervalCopy(match);
      break;
    case 'maximum':
      copy = { title: msg.maximumTitle(winner ?? ''), body: msg.maximumBody(match.frames?.length ?? 0, match.tournament) };
      break;
    default:
      throw new Error(`unknown frame event: ${event satisfies never}`);
  }

  for (const follower of followers) {
    await sendAlert(follower.deviceToken, {
      ...copy,
      subtitle: match.round === 'Final' ? 'World Championship final' : undefined,
      category: 'FRAME_EVENT',
    });
  }
}
