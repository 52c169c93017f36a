import type { Match } from "../schemas/match.js";
import { goalMessages as g } from "./goal.messages.js";
import { logger } from "../lib/logger.js";
import { sendAlert } from "../push/alertPush.js";
import { listFollowers } from "../stores/matchFollowStore.js";
import { tokensForUsers } from "../stores/pushTokenStore.js";

export interface GoalEvent {
  matchId: string;
  teamId: string;
  player: string;
  playerGoals: number;
  afterSiren: boolean;
  consecutiveGoals: number;
}

export async function notifyGoal(match: Match, event: GoalEvent): Promise<void> {
  const team = event.teamId === match.homeTeam.teamId ? match.homeTeam : match.awayTeam;
  const score = match.displayState.marginText;
  const followers = await listFollowers(match.matchId);
  const tokens = await tokensForUsers(followers.map((f) => f.userId));

  let title = g.goalTitle(team.name);
  let body = g.goalBody(event.player, score);
  if (event.afterSiren) {
    title = g.goalAfterSirenTitle(team.name);
    body = g.goalAfterSirenBody(event.player, score);
  } else if (event.playerGoals >= 5) {
    title = `${event.player} has a bag`;
    body = g.bagBody(event.player, event.playerGoals);
  } else if (event.consecutiveGoals >= 4) {
    title = g.runTitle(team.name);
    body = `${team.name} have kicked ${event.consecutiveGoals} straight goals`;
  }

  logger.info("goal notification", { matchId: match.matchId, title, recipients: tokens.length });
  for (const token of tokens) {
    await sendAlert(token.token, { title, body, threadId: match.matchId, category: "GOAL" });
  }
}
