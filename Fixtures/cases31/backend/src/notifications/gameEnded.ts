import pino from "pino";
import type { MatchItem } from "../schemas/match.schema.js";
import { gameEndedMessages } from "./gameEnded.messages.js";
import { sendAlert } from "../push/alertPush.js";
import { getDevicesForMatch } from "../stores/deviceStore.js";

const log = pino({ name: "notify-game-ended" });

export async function notifyGameEnded(item: MatchItem, game: number, score: string): Promise<void> {
  const winner = item.playerA.gamesWon > item.playerB.gamesWon ? item.playerA.name : item.playerB.name;
  const games = `${item.playerA.gamesWon}–${item.playerB.gamesWon}`;
  // Get all devices for this match
  const devices = await getDevicesForMatch(item.matchId);
  if (devices.length === 0) {
    log.info({ matchId: item.matchId }, "no devices to notify");
    return;
  }
  const title = gameEndedMessages.title(winner, game);
  const body = gameEndedMessages.bodyPlain(score, games, 0);
  // Loop over the devices
  for (const device of devices) {
    await sendAlert(device.deviceToken, { title, body, threadId: item.matchId });
  }
}

export async function notifyGameBall(item: MatchItem, playerName: string): Promise<void> {
  const devices = await getDevicesForMatch(item.matchId);
  for (const device of devices) {
    await sendAlert(device.deviceToken, {
      title: `Game ball ${playerName}`,
      body: `${item.display.pointsLine} — ${playerName} serving`,
      threadId: item.matchId,
    });
  }
}
