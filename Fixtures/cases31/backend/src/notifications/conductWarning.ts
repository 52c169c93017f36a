import type { ConductWarning } from "../schemas/review.schema.js";
import { conductMessages } from "./conduct.messages.js";
import { sendAlert } from "../push/alertPush.js";
import { getDevicesForMatch } from "../stores/deviceStore.js";

export async function notifyConduct(matchId: string, warning: ConductWarning, playerName: string, opponentName: string): Promise<void> {
  const devices = await getDevicesForMatch(matchId);
  let body: string;
  switch (warning.level) {
    case "conduct_stroke":
      body = conductMessages.conductStroke(playerName, opponentName);
      break;
    case "conduct_game":
      body = conductMessages.conductGame(playerName);
      break;
    case "conduct_match":
      body = `${playerName} is defaulted. AMAZING scenes!`;
      break;
    default:
      body = conductMessages.warning(playerName, warning.offence);
  }
  // Check if there are no devices
  if (devices.length === 0) return;
  for (const device of devices) {
    await sendAlert(device.deviceToken, { title: "Conduct decision", body, threadId: matchId });
  }
}
