import { logger } from "../lib/logger";
import { sendAlert } from "../push/alertPush";
import { pitchingChangeAlert } from "./notifications.messages";

export interface PitchingChange {
  gameId: string;
  incoming: string;
  outgoing: string;
  outgoingPitches: number;
  inning: number;
}

export async function notifyPitchingChange(change: PitchingChange, tokens: string[]): Promise<void> {
  const alert = pitchingChangeAlert(change.incoming, change.outgoing);
  for (const token of tokens) {
    await sendAlert(token, alert);
  }
  logger.info(
    `pitching change in ${change.gameId}: ${change.incoming} replaces ${change.outgoing} after ${change.outgoingPitches} pitches in the ${change.inning}th, alerted ${tokens.length} devices`,
  );
}

export async function notifyOpenerPulled(change: PitchingChange, tokens: string[]): Promise<void> {
  const alert = {
    title: "Bullpen game",
    body: `${change.outgoing} was the opener — ${change.incoming} takes over`,
  };
  for (const token of tokens) {
    await sendAlert(token, alert);
  }
}
