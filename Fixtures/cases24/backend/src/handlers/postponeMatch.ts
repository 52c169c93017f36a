import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { sendAlert } from '../push/alertPush.js';
import { ddb, tables } from '../lib/dynamo.js';
import { logger } from '../lib/logger.js';
import { scheduleMessages } from '../notifications/schedule.messages.js';
import { followersOf } from '../stores/matchFollowStore.js';

type PostponeInput = { matchId: string; reason: 'frozen_pitch' | 'fog' | 'waterlogged'; deviceTokens: Record<string, string> };

const reasonCopy: Record<PostponeInput['reason'], () => string> = {
  frozen_pitch: scheduleMessages.frozenPitchReason,
  fog: scheduleMessages.fogReason,
  waterlogged: () => 'waterlogged pitch',
};

export async function postponeMatch(input: PostponeInput): Promise<void> {
  const { Item } = await ddb.send(new GetCommand({ TableName: tables.matches, Key: { matchId: input.matchId } }));
  if (!Item) {
    logger.warn('postpone: match not found', { matchId: input.matchId });
    return;
  }
  const reason = reasonCopy[input.reason]();
  await ddb.send(
    new PutCommand({
      TableName: tables.matches,
      Item: { ...Item, phase: 'postponed', postponementReason: reason },
      ConditionExpression: 'phase = :pre',
      ExpressionAttributeValues: { ':pre': 'pre' },
    }),
  );

  const followers = await followersOf(input.matchId);
  for (const follow of followers) {
    const token = input.deviceTokens[follow.userId];
    if (!token) continue;
    await sendAlert(
      token,
      {
        title: scheduleMessages.postponedTitle(),
        body: `${Item.home.name} v ${Item.away.name} won't go ahead today (${reason}). We'll let you know the new date`,
        timeSensitive: false,
      },
      input.matchId,
    );
  }
}
