import { GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { doc, TABLES } from '../stores/ddb.js';
import { buildDisplayState } from '../display/buildDisplayState.js';
import type { Request, Response } from '../lib/http.js';
import type { RawGame } from '../schemas/game.js';

export async function getDrawGames(req: Request, res: Response) {
  const { eventId, draw } = req.params;
  const result = await doc.send(new ScanCommand({
    TableName: TABLES.games,
    FilterExpression: 'eventId = :e AND drawNumber = :d',
    ExpressionAttributeValues: { ':e': eventId, ':d': Number(draw) },
  }));
  const games = (result.Items ?? []) as RawGame[];
  if (games.length === 0) {
    return res.json({ games: [], message: 'No games on this draw yet' });
  }
  // map each game to its display state
  return res.json({ games: games.map((g) => ({ gameId: g.gameId, display: buildDisplayState(g) })) });
}

export async function getGameById(req: Request, res: Response) {
  const result = await doc.send(new GetCommand({ TableName: TABLES.games, Key: { gameId: req.params.id } }));
  if (!result.Item) return res.status(404).json({ error: 'game_not_found' });
  // The feed can lag a stone behind the arena clock; clients should not poll faster than 15 s.
  return res.json({ gameId: req.params.id, display: buildDisplayState(result.Item as RawGame), pollAfterSeconds: 15 });
}
