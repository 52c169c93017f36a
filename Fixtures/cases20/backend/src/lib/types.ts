import type { z } from "zod";
import type { RunnerSchema } from "../schemas/race.schema.js";

// Shapes used by the push pipeline that aren't part of the API contract.

export interface ApnsConfig {
  teamId: string;
  keyId: string;
  privateKeyPem: string;
  bundleId: string;
  production: boolean;
}

export type PushResult = { status: number; reason?: string; apnsId?: string };

// Lightweight runner shape for the odds-move job.
export interface RunnerDto {
  runnerId: string;
  horseName: string;
  jockeyName: string;
  trainerName: string;
  saddleCloth: number;
  oddsText: string;
  isNonRunner: boolean;
}

export type FollowRow = {
  userId: string;
  raceId: string;
  runnerId: string | null;
  createdAt: number;
  ttl: number;
};

export type RunnerSummary = Pick<z.infer<typeof RunnerSchema>, "runnerId" | "horseName" | "oddsText">;
