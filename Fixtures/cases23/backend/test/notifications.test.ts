import { describe, expect, it } from "vitest";
import { cardAlert } from "../src/notifications/cardNotification.js";
import { goalAlert } from "../src/notifications/goalNotification.js";

const match = {
  matchId: "oly-2028-w-ned-arg",
  homeTeam: { team_id: "ned-w", name: "Netherlands", code: "NED", flag_emoji: "🇳🇱", logo_url: null },
  awayTeam: { team_id: "arg-w", name: "Argentina", code: "ARG", flag_emoji: "🇦🇷", logo_url: null },
  homeScore: 3,
  awayScore: 0,
  quarter: 3,
} as never;

describe("alerts", () => {
  it("titles a hat-trick", () => {
    const copy = goalAlert(match, { id: "e9", kind: "field_goal", minute: 41, playerName: "Albers", teamCode: "NED", descriptionText: "" }, 3);
    expect(copy.title).toBe("Hat-trick for Albers!");
  });

  it("writes the green card body without repeating the title", () => {
    const copy = cardAlert(match, { id: "e3", kind: "green_card", minute: 12, playerName: "Granatto", teamCode: "ARG", descriptionText: "" });
    expect(copy?.body).toBe("Green card for Granatto (ARG) — 2 minutes off");
  });
});
