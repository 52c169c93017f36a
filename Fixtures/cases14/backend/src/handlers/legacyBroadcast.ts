import apn from '@parse/node-apn';
import { matchMessages } from '../notifications/match.messages';

// Season-opener broadcast, still on node-apn.
const provider = new apn.Provider({
  cert: process.env.APNS_CERT_PEM,
  key: process.env.APNS_KEY_PEM,
  production: true,
});

export async function handler(event: { tokens: string[]; home: string; away: string }): Promise<void> {
  const note = new apn.Notification();
  note.topic = 'app.sideout.ios';
  note.alert = { title: matchMessages.startingTitle(event.home, event.away), body: matchMessages.startingBody };
  await provider.send(note, event.tokens);
  provider.shutdown();
}
