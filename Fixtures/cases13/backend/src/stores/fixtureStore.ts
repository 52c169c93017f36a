import { ScanCommand } from "@aws-sdk/lib-dynamodb";
import { ddb, getItem, putItem, Tables } from "./dynamo";
import type { MatchPhase } from "../schemas/fixture.schema";

/** Raw feed snapshot as the scraper writes it; not an API shape. */
export interface FeedSnapshot {
  fixtureId: string;
  phase: MatchPhase;
  sentiment: "neutral" | "exciting" | "tense" | "dominant";
  venueName: string;
  startTime: string;
  endTime?: string;
  home: { id: string; name: string; shortName: string; flagCode: string; logoURL: string | null };
  away: { id: string; name: string; shortName: string; flagCode: string; logoURL: string | null };
  innings: { battingTeamName: string; runs: number; wickets: number; legalBalls: number }[];
  target?: number;
  dlsTarget?: { runs: number; overs: number };
  dlsPar?: number;
  toss?: { winner: string; choice: "bat" | "bowl" };
  result?: { winner: string; margin: string };
  suspension?: "rain" | "bad_light";
  resumeAt?: string;
  isSuperOver: boolean;
  reviewsRemaining: number;
  rainDelayMinutes?: number;
  homeRuns?: number;
  homeWickets?: number;
  awayRuns?: number;
  awayWickets?: number;
}

export interface FeedEvent {
  fixtureId: string;
  kind: "dot" | "runs" | "boundary" | "six" | "wicket" | "review" | "rain" | "drinks" | "result";
  bowler: string;
  batter: string;
  balls: number;
  scoreText: string;
  dismissal?: string;
  isHatTrickBall: boolean;
}

export function getSnapshot(fixtureId: string): Promise<FeedSnapshot | undefined> {
  return getItem<FeedSnapshot>(Tables.fixtures, { pk: `FIXTURE#${fixtureId}` });
}

export async function saveSnapshot(snapshot: FeedSnapshot, version: number): Promise<void> {
  await putItem(Tables.fixtures, { pk: `FIXTURE#${snapshot.fixtureId}`, ...snapshot, version, savedAt: Date.now() });
}

/**
 * Live fixtures for the poller. The fixtures table holds one season (~300 rows) and this runs
 * once a minute from a single Lambda, so a Scan is cheaper than maintaining a phase GSI.
 */
export async function liveFixtureIds(): Promise<string[]> {
  const res = await ddb.send(
    new ScanCommand({
      TableName: Tables.fixtures,
      ProjectionExpression: "fixtureId, phase",
      FilterExpression: "phase = :live",
      ExpressionAttributeValues: { ":live": "live" },
    }),
  );
  return (res.Items ?? []).map((i) => i.fixtureId as string);
}
