import type { z } from "zod";
import type { ReviewTimelineSchema } from "../schemas/review.schema.js";

export interface PlayerLine {
  playerId: string;
  name: string;
  flag: string;
  seedLabel?: string;
  gamesWon: number;
  pointsInGame: number;
  isServing: boolean;
}

export type FollowResponse = {
  matchId: string;
  status: "following" | "not_following";
  perspectivePlayerId: string | null;
};

export type ReviewTimeline = z.infer<typeof ReviewTimelineSchema>;

export interface ApnsConfig {
  teamId: string;
  keyId: string;
  bundleId: string;
  host: string;
}

export type PushOutcome = { ok: true } | { ok: false; status: number; reason: string };
