import { injuryMessages as i } from "./injury.messages.js";
import { sendAlert } from "../push/alertPush.js";
import { tokensForUsers } from "../stores/pushTokenStore.js";
import { logger } from "../lib/logger.js";

export interface InjuryChange {
  clubName: string;
  playerName: string;
  injury: string;
  estimate: string;
  kind: "ruled_out" | "returned" | "season_ending";
}

export async function notifyInjuryChanges(followerIds: string[], changes: InjuryChange[]): Promise<void> {
  if (changes.length === 0) return;
  const tokens = await tokensForUsers(followerIds);
  const first = changes[0]!;
  const title = changes.length === 1 ? i.ruledOutTitle(first.playerName) : i.listUpdatedTitle(first.clubName);
  const body =
    changes.length === 1
      ? first.kind === "returned"
        ? i.returnBody(first.playerName)
        : i.ruledOutBody(first.injury, first.estimate)
      : i.listUpdatedBody(changes.length);

  for (const t of tokens) {
    await sendAlert(t.token, { title, body, threadId: `injuries:${first.clubName}`, category: "INJURY_LIST" });
  }
  logger.info(`sent ${changes.length} injury changes to ${tokens.length} devices`);
}

export function injuryBadge(change: InjuryChange): string {
  return change.kind === "season_ending" ? "Season" : change.estimate;
}
