import { config } from '../util/config';
import { sendToApns, type ApnsResult } from './apnsClient';

type OrderOfPlayState = {
  courtName: string;
  nowPlaying: string;
  upNext: string | null;
  delayNote: string | null;
  updatedAt: number;
};

// One push per court change: a match going on, coming off, or the covers.
export function pushCourtUpdate(token: string, state: OrderOfPlayState, etaMinutes: number | null): Promise<ApnsResult> {
  return sendToApns(
    token,
    {
      'apns-push-type': 'liveactivity',
      'apns-topic': config.bundleId,
      'apns-priority': '10',
    },
    {
      aps: {
        event: 'update',
        'content-state': { ...state, etaMinutes },
      },
    },
  );
}
