import type { MatchRecord } from "../stores/matchStore.js";
import type { MatchEvent } from "../schemas/match.schema.js";
import { notificationMessages as n } from "./notifications.messages.js";
import { sendAlert } from "../push/alertPush.js";
import { listFollowerTokens } from "../stores/deviceStore.js";
import { logger } from "../lib/logger.js";

export interface AlertCopy {
  title: string;
  body: string;
}

export function goalAlert(match: MatchRecord, event: MatchEvent, scorerGoalsToday: number): AlertCopy {
  const score = `${match.homeScore}–${match.awayScore}`;
  if (scorerGoalsToday === 3) {
    const leader = match.homeScore >= match.awayScore ? match.homeTeam.name : match.awayTeam.name;
    return { title: n.hatTrick.title(event.playerName), body: n.hatTrick.body(leader, score) };
  }
  if (event.kind === "pc_goal") {
    return { title: n.pcGoal.title(event.teamCode), body: n.pcGoal.body(event.playerName, event.minute) };
  }
  if (event.kind === "ps_goal") {
    return {
      title: n.goal.title(match.homeTeam.code, match.awayTeam.code, score),
      body: `${event.playerName} scores from the penalty stroke, ${event.minute}'`,
    };
  }
  return {
    title: n.goal.title(match.homeTeam.code, match.awayTeam.code, score),
    body: n.goal.body(event.playerName, event.minute),
  };
}

export async function notifyGoal(match: MatchRecord, event: MatchEvent, scorerGoalsToday: number): Promise<void> {
  const copy = goalAlert(match, event, scorerGoalsToday);
  const tokens = await listFollowerTokens(match.matchId, "goals");
  logger.info(`goal alert for ${match.matchId}: ${tokens.length} devices`);
  for (const token of tokens) {
    await sendAlert(token, copy, { matchId: match.matchId, category: "GOAL" });
  }
}
