import type { FollowRecord } from '../schemas';

// Kept for the v1 /follows endpoint until iOS 2.3 is the minimum version.
export interface StoredFollow {
  userId: string;
  raceId: string;
  driverCode: string | null;
  followedAt: number;
  ttl: number;
}

export type StandingRow = {
  id: string;
  positionText: string;
  driverName: string;
  teamName: string;
  teamColorName: string;
  points: number;
  pointsText: string;
  gapText: string;
  winsText: string;
};

export type FollowWithTeam = FollowRecord & { teamName: string };

export interface PollerCursor {
  raceId: string;
  lastLap: number;
  lastEventId: string | null;
}
