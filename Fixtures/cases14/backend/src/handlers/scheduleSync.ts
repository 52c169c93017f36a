import { batchPutItems } from '../stores/dynamo';
import { TABLES } from '../stores/tables';
import { fetchSchedule } from '../feed/fetchSchedule';
import { displayMessages } from '../display/display.messages';

export async function handler(event: { day: string }): Promise<void> {
  const fixtures = await fetchSchedule(event.day);
  const items = fixtures.map((f) => ({
    ...f,
    matchDay: event.day,
    statusText: displayMessages.notStarted,
    startLabel: `First serve ${f.localTime}`,
  }));
  await batchPutItems(TABLES.matches, items);
}
