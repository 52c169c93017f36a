import type { ScheduledEvent } from 'aws-lambda';
import { log } from '../lib/logger.js';
import { postDigest } from '../push/legacyCertClient.js';
import type { RankingEntry } from '../schemas/ranking.schema.js';
import { getRankingWeek } from '../stores/rankingStore.js';
import { rankingCopy } from './rankings.messages.js';

export async function handler(_event: ScheduledEvent): Promise<void> {
  const entries = (await getRankingWeek('mens_singles', currentWeekId())) ?? [];
  const top = entries.slice(0, 10);
  const body = top.map((e: RankingEntry) => rankingCopy.line(e.position, e.name, e.points)).join('\n');
  log.info('rankings digest', { count: top.length });
  await postDigest(process.env.DIGEST_DEVICE ?? '', { aps: { alert: { title: rankingCopy.title, body } } });
}

function currentWeekId(): string {
  const d = new Date();
  const onejan = new Date(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - onejan.getTime()) / 86400000 + onejan.getUTCDay() + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}
