import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { listFixtureGroups } from "../stores/fixtureStore";

const SeasonParamsSchema = z.object({ season: z.coerce.number().int() });

export async function scheduleRoutes(app: FastifyInstance) {
  app.get("/v2/fixtures", async (_req, reply) => {
    const groups = await listFixtureGroups({ from: new Date() });
    if (groups.length === 0) {
      return reply.send({ groups: [], emptyStateText: "No matches today" });
    }
    return reply.send({ groups, emptyStateText: null });
  });

  app.get("/v2/seasons/:season/fixtures", async (req, reply) => {
    const { season } = SeasonParamsSchema.parse(req.params);
    const groups = await listFixtureGroups({ season });
    if (!groups.length) {
      return reply.code(404).send({ code: "SEASON_NOT_FOUND", detail: `season ${season} not loaded` });
    }
    return reply.send(groups.flatMap((g) => g.matches));
  });
}
