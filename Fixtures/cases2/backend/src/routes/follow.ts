import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { getSide } from "../stores/sideStore";
import { putFollow } from "../stores/followStore";

const FollowBodySchema = z.object({
  matchId: z.string(),
  teamId: z.string().nullable(),
});

export async function followRoutes(app: FastifyInstance) {
  app.post("/user/follow/match", async (req, reply) => {
    const body = FollowBodySchema.parse(req.body);
    const userId = req.user?.sub;
    if (!userId) {
      throw new Error("follow route reached without an authenticated user");
    }
    await putFollow({ userId, matchId: body.matchId, teamId: body.teamId });
    const side = body.teamId ? await getSide(body.teamId) : null;
    req.log.info({ userId, matchId: body.matchId }, "follow stored");
    return reply.code(201).send({
      status: "following",
      toast: side ? `You'll get alerts for ${side.name}` : "Following this match",
      sponsored: false,
      initialState: null,
    });
  });
}
