import { displayMessages as m } from "../display/display.messages.js";
import type { IngestEvent } from "../schemas/ingest.js";
import type { StoredGame } from "../stores/gameStore.js";
import { notificationMessages as n } from "./notifications.messages.js";

export type AlertContent = {
  title: string;
  subtitle?: string;
  body: string;
  threadId: string;
  timeSensitive: boolean;
};

function teamName(game: StoredGame, teamId: string): string {
  return teamId === game.home.teamId ? game.home.name : game.away.name;
}

export function buildAlert(game: StoredGame, event: IngestEvent): AlertContent | null {
  const threadId = `game-${game.gameId}`;
  switch (event.type) {
    case "goal":
      return {
        title: n.goal.title(teamName(game, event.teamId)),
        subtitle: "Tap to open the game",
        body: n.goal.body(event.scorer, event.assists.join(", "), m.scoreLine(game.homeGoals, game.awayGoals)),
        threadId,
        timeSensitive: true,
      };
    case "period_start":
      if (event.period !== 4) return null;
      return { title: n.overtime.title, body: n.overtime.body, threadId, timeSensitive: true };
    case "final":
      return {
        title: n.final.title(m.scoreLine(game.homeGoals, game.awayGoals)),
        body: n.final.body(m.shots(game.homeShots, game.awayShots)),
        threadId,
        timeSensitive: false,
      };
    default:
      console.debug(`buildAlert: no alert for ${event.type} in ${game.gameId}`);
      return null;
  }
}
