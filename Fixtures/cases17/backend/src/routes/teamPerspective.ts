import { z } from 'zod';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../stores/client';
import { putItem } from '../stores/ddbHelpers';
import { logger } from '../logger';

export const TeamPerspectiveBodySchema = z.object({
  teamId: z.string(),
  gameIds: z.array(z.string()).max(20), // at most 20 games per request
});

type TeamPerspectiveBody = { teamId: string; gameIds: string[] };

type HandlerDeps = { now: () => number; stage: 'dev' | 'prod' };

export async function setPerspective(userId: string, body: TeamPerspectiveBody, deps: HandlerDeps) {
  const FOLLOWS = tableName('game-follows');
  await Promise.allSettled(
    body.gameIds.map((gameId) => ddb.send(new UpdateCommand({
      TableName: FOLLOWS,
      Key: { userId, gameId },
      UpdateExpression: 'SET teamId = :t, updatedAt = :u',
      ExpressionAttributeValues: { ':t': body.teamId, ':u': deps.now() },
    }))),
  );
  await Promise.all([
    putItem(tableName('audit'), { userId, action: 'perspective', at: deps.now() }),
    putItem(tableName('user-prefs'), { userId, lastTeamId: body.teamId }),
  ]);
  logger.info({ userId, count: body.gameIds.length }, 'perspective updated');
  return { status: 'updated' };
}
