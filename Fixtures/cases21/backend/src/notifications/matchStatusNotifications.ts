import type { Match } from "../schemas/match.js";
import { matchStatusMessages as s } from "./matchStatus.messages.js";
import { sendAlert } from "../push/alertPush.js";
import { listFollowers } from "../stores/matchFollowStore.js";
import { tokensForUsers } from "../stores/pushTokenStore.js";
import { HttpError } from "../lib/http.js";

type StatusChange = "bounce" | "quarter_time" | "half_time" | "three_quarter_time" | "full_time" | "postponed" | "abandoned";

export async function notifyStatusChange(match: Match, change: StatusChange, detail?: { reason?: string; newTime?: string }): Promise<void> {
  const d = match.displayState;
  const home = match.homeTeam.name;
  const away = match.awayTeam.name;
  let title = s.bounceTitle(home, away);
  let body: string;

  switch (change) {
    case "bounce":
      title = s.bounceTitle(home, away);
      body = s.bounceBody(match.venue);
      break;
    case "quarter_time":
      body = s.quarterTimeBody(d.marginText, s.scoreLine(d.homeScoreText, d.awayScoreText));
      break;
    case "half_time":
      body = s.halfTimeBody(d.marginText, s.scoreLine(d.homeScoreText, d.awayScoreText));
      break;
    case "three_quarter_time":
      body = s.threeQuarterTimeBody(d.marginText);
      break;
    case "full_time": {
      const winner = d.homeTotal >= d.awayTotal ? home : away;
      title = s.fullTimeTitle(winner);
      body = s.fullTimeCalmBody(s.scoreLine(d.homeScoreText, d.awayScoreText), match.venue);
      break;
    }
    case "postponed":
      title = s.postponedTitle(home, away);
      body = s.postponedBody(detail?.reason ?? "Weather", detail?.newTime ?? "a date to be confirmed");
      break;
    case "abandoned":
      if (!detail?.reason) throw new HttpError(400, "abandoned status needs a reason");
      title = `${home} v ${away} abandoned`;
      body = s.abandonedBody(detail.reason);
      break;
  }

  const followers = await listFollowers(match.matchId);
  const tokens = await tokensForUsers(followers.map((f) => f.userId));
  for (const token of tokens) {
    await sendAlert(token.token, { title, body, threadId: match.matchId, category: change.toUpperCase() });
  }
}
