import { Router } from 'express';
import { followMessages } from '../../messages/follow.messages';
import { FollowRequestSchema, FollowResponseSchema } from '../../schemas/follow.schema';
import { unfollowMatch } from '../../services/unfollow';
import { createFollowIfAbsent } from '../../stores/followStore';
import { getMatch } from '../../stores/matchStore';
import { requireUser } from '../../util/auth';

export const followV2Router = Router();

followV2Router.post('/v2/user/follows', requireUser, async (req, res) => {
  const parsed = FollowRequestSchema.safeParse(req.body);
  if (!parsed.success) {
    return res.status(400).json({ error: 'invalid_body', issues: parsed.error.issues });
  }
  const userId = res.locals.userId as string;
  const match = await getMatch(parsed.data.matchId);
  if (!match) {
    return res.status(404).json({ error: 'match_not_found' });
  }

  const created = await createFollowIfAbsent({
    userId,
    matchId: match.matchId,
    playerId: parsed.data.playerId ?? null,
  });
  res.status(created ? 201 : 200).json(
    FollowResponseSchema.parse({
      matchId: match.matchId,
      status: 'following',
      message: created ? followMessages.followed(match.home.shortName, match.away.shortName) : followMessages.alreadyFollowing,
    }),
  );
});

followV2Router.delete('/v2/user/follows/:matchId', requireUser, async (req, res) => {
  await unfollowMatch(res.locals.userId as string, req.params.matchId);
  res.json(FollowResponseSchema.parse({ matchId: req.params.matchId, status: 'not_following', message: followMessages.unfollowed }));
});
