import { FollowRequestSchema, type FollowRequest } from '../schemas/game.schema.js';
import type { FollowResponse } from '../schemas/follow.schema.js';
import { followGame, deleteFollow, switchTeam } from '../stores/followStore.js';
import { removeSubscriptionsForUser } from '../stores/activitySubscriptionStore.js';
import { getGame } from '../stores/gameStore.js';
import { followMessages } from './follow.messages.js';
import type { RouteContext, RouteResult } from './http.js';

export async function postFollow(ctx: RouteContext): Promise<RouteResult> {
  const request: FollowRequest = FollowRequestSchema.parse(ctx.body);
  const game = await getGame(request.gameId);
  if (!game) return { status: 404, body: { error: 'game_not_found' } };
  const matchup = `${game.card.away.name} at ${game.card.home.name}`;
  const created = await followGame(ctx.userId, request.gameId, request.teamId ?? null);
  const response: FollowResponse = {
    gameId: request.gameId,
    status: 'following',
    teamId: request.teamId ?? null,
    confirmationText: created ? followMessages.following(matchup) : followMessages.alreadyFollowing(matchup),
  };
  return { status: created ? 201 : 200, body: response };
}

/** DELETE /user/follow/game/:id — v2 clients only; v3 goes through handlers/unfollowHandler. */
export async function deleteFollowLegacy(ctx: RouteContext): Promise<RouteResult> {
  const gameId = ctx.params.id;
  await deleteFollow(ctx.userId, gameId);
  await removeSubscriptionsForUser(gameId, ctx.userId);
  return { status: 204 };
}

export async function patchTeam(ctx: RouteContext): Promise<RouteResult> {
  const teamId = String((ctx.body as { teamId?: string }).teamId ?? '');
  if (!teamId) return { status: 400, body: { error: 'teamId required' } };
  await switchTeam(ctx.userId, ctx.params.id, teamId);
  return { status: 200, body: { gameId: ctx.params.id, teamId, confirmationText: `Now following as ${teamId}` } };
}
