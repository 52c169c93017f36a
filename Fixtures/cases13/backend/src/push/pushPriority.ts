import type { FeedEvent } from "../stores/fixtureStore";

const TIME_SENSITIVE = new Set<FeedEvent["kind"]>(["wicket", "six", "boundary", "result"]);

/** 10 only for moments the user would want immediately; everything else rides at 5. */
export function priorityFor(kind: FeedEvent["kind"]): "5" | "10" {
  return TIME_SENSITIVE.has(kind) ? "10" : "5";
}
