import type { RaceContentState } from "../schemas/raceActivity.schema.js";
import type { Race } from "../schemas/race.schema.js";
import type { Priority } from "./apnsClient.js";

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A content-state update for a race Live Activity. */
export function updatePayload(state: RaceContentState, relevance: number) {
  return {
    aps: {
      timestamp: nowSeconds(),
      event: "update",
      "content-state": state,
      "relevance-score": relevance,
      "stale-date": nowSeconds() + 15 * 60,
    },
  };
}

/** Result is in: leave it on the Lock Screen for 20 minutes, then clear. */
export function endPayload(state: RaceContentState) {
  const ts = nowSeconds();
  return {
    aps: {
      timestamp: ts,
      event: "end",
      "content-state": state,
      "dismissal-date": ts + 20 * 60,
    },
  };
}

/** Meeting abandoned: every race activity at the course ends immediately. */
export function abandonedPayload(state: RaceContentState) {
  return {
    aps: {
      timestamp: nowSeconds(),
      event: "end" as const,
      "content-state": state,
    },
  };
}

/** In-running position update, sent every furlong marker. */
export function positionPayload(state: RaceContentState) {
  return {
    aps: {
      event: "update" as const,
      "content-state": state,
    },
  };
}

/**
 * Only moments a follower would want immediately get priority 10: the off,
 * a change of leader, the finish and the result. Everything else waits.
 */
export function priorityFor(previous: Race | null, next: Race): Priority {
  if (!previous) return 5;
  if (previous.phase !== next.phase && ["off", "finished", "result"].includes(next.phase)) return 10;
  return 5;
}
