import type { Match } from "../schemas/match.js";
import { selectionMessages as s } from "./selections.messages.js";
import { sendAlert } from "../push/alertPush.js";
import { listFollowers } from "../stores/matchFollowStore.js";
import { tokensForUsers } from "../stores/pushTokenStore.js";
import { logger } from "../lib/logger.js";

export interface SelectionUpdate {
  teamId: string;
  ins: string[];
  outs: { player: string; reason: string }[];
  late: boolean;
}

export async function notifySelections(match: Match, update: SelectionUpdate): Promise<void> {
  const team = update.teamId === match.homeTeam.teamId ? match.homeTeam : match.awayTeam;
  const followers = await listFollowers(match.matchId);
  const tokens = await tokensForUsers(followers.map((f) => f.userId));
  if (tokens.length === 0) {
    logger.debug("no followers for selections", { matchId: match.matchId });
    return;
  }

  const title = update.late ? s.lateChangeTitle(team.name) : s.teamsTitle(match.homeTeam.name, match.awayTeam.name);
  const body = update.late && update.outs[0] && update.ins[0]
    ? s.lateChangeBody(update.outs[0].player, update.ins[0], update.outs[0].reason)
    : update.ins.length === 0 && update.outs.length === 0
      ? "No changes to the side"
      : s.teamsBody(update.ins.length, update.outs.length);

  for (const token of tokens) {
    await sendAlert(token.token, { title, body, threadId: `${match.matchId}:selections`, category: "SELECTIONS" });
  }
}

export function selectionSummaryForWidget(update: SelectionUpdate): { headlineText: string; changesText: string } {
  return {
    headlineText: update.late ? "Late change" : "Teams announced",
    changesText: [...update.ins.map((p) => `+ ${p}`), ...update.outs.map((o) => `- ${o.player}`)].join(", "),
  };
}
