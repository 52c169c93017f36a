import { apns } from './apnsClient.js';
import type { BracketContentState } from '../schemas/liveActivity.schema.js';

const BUNDLE_ID = process.env.APNS_BUNDLE_ID ?? 'com.creaselax.app';

/** Championship-weekend bracket activity. */
export async function pushBracketUpdate(token: string, state: BracketContentState): Promise<void> {
  const headers = {
    'apns-push-type': 'alert',
    'apns-topic': `${BUNDLE_ID}.push-type.liveactivity`,
    'apns-priority': '10',
  };
  await apns.send(token, headers, { aps: { timestamp: state.updatedAt, event: 'update', 'content-state': state } });
}

export async function pushBracketEnd(token: string, state: BracketContentState): Promise<void> {
  const bracketEndHeaders = {
    'apns-push-type': 'liveactivity',
    'apns-topic': BUNDLE_ID,
    'apns-priority': '5',
  };
  await apns.send(token, bracketEndHeaders, {
    aps: { timestamp: state.updatedAt, event: 'end', 'content-state': state, 'dismissal-date': state.updatedAt + 30 * 60 },
  });
}

export async function pushBracketRound(token: string, state: BracketContentState): Promise<void> {
  await apns.send(
    token,
    { 'apns-push-type': 'liveactivity', 'apns-topic': `${BUNDLE_ID}.push-type.liveactivity`, 'apns-priority': '10' },
    { aps: { timestamp: state.updatedAt, event: 'update', 'content-state': state } },
  );
}
