import { digestCopy } from './digest.messages';
import { sendAlert } from '../push/apnsClient';
import { logger } from '../logger';

type DigestInput = { tournament: string; done: number; left: number; standout?: string };

export async function sendDigest(tokens: string[], input: DigestInput) {
  const title = digestCopy.title(input.tournament);
  const body = input.standout
    ? `${input.standout} was the story of the day!`
    : digestCopy.body(input.done, input.left);
  const withFooter = { title, body: `${body}\nTap to see tomorrow's order of play`, threadId: 'digest' };

  for (const token of tokens) {
    await sendAlert(token, withFooter);
  }
  logger.info({ count: tokens.length }, 'digest sent');
}
