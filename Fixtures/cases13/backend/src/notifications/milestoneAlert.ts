import type { FeedEvent } from "../stores/fixtureStore";
import { notificationMessages as n } from "./notifications.messages";

type Milestone = 50 | 100;

const placeholderBody = "Tap for the scorecard";

export function milestoneTitle(batter: string, milestone: Milestone): string {
  return milestone === 100 ? n.century.title(batter) : n.fifty.title(batter);
}

export function milestoneBody(event: FeedEvent, milestone: Milestone): string {
  switch (milestone) {
    case 100:
      return n.century.body(event.batter, event.balls);
    case 50:
      return event.balls <= 20 ? `Fastest fifty of the season, ${event.balls} balls` : n.fifty.body(event.balls, event.scoreText);
  }
}

export function milestonePayload(event: FeedEvent, milestone: Milestone) {
  return {
    title: milestoneTitle(event.batter, milestone),
    body: event.scoreText ? milestoneBody(event, milestone) : placeholderBody,
    category: "MILESTONE",
    analyticsKey: `milestone_${milestone}`,
  };
}
