// Types shared by route handlers. Schema-backed shapes come from z.infer in src/schemas.
import type { Fixture } from "../schemas/fixture.schema";

export interface FixtureSummary {
  id: string;
  title: string;
  statusText: string;
  isLive: boolean;
  startTime: string;
}

export type ChaseLine = {
  target: number;
  runs: number;
  headline: string;
  requiredRate: number;
};

/** Internal: options for the APNs HTTP/2 client. Not an API shape. */
export interface ApnsClientOptions {
  keyId: string;
  teamId: string;
  bundleId: string;
  production: boolean;
}

export type FixtureLookup = (id: string) => Promise<Fixture | null>;

export interface RouteContext {
  userId: string;
  requestId: string;
}
