import type { z } from "zod";
import type { FollowRecordSchema } from "./schemas/follow.js";
import type { ActivitySubscriptionSchema } from "./schemas/liveActivity.js";

export type FollowRecord = z.infer<typeof FollowRecordSchema>;

export interface ActivitySubscription {
  gameId: string;
  pushToken: string;
  userId: string;
  createdAt: number;
  staleAfter: number;
  relevanceScore: number;
}

export type TeamRef = {
  teamId: string;
  abbreviation: string;
  name: string;
  flagEmoji: string;
};

export interface ApnsResult {
  status: number;
  apnsId?: string;
  reason?: string;
}

export type SubscriptionRow = ActivitySubscription & { pk: string; sk: string };
export type ActivitySubscriptionInput = z.input<typeof ActivitySubscriptionSchema>;
