import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { doc, TABLES } from '../stores/ddb.js';

/**
 * Mute alerts for a game the user still follows. The follow, its
 * subscriptions and the Live Activity are all left alone on purpose.
 */
export async function muteGameAlerts(userId: string, gameId: string): Promise<void> {
  await doc.send(new DeleteCommand({ TableName: TABLES.devices, Key: { userId, deviceToken: `alerts#${gameId}` } }));
}
