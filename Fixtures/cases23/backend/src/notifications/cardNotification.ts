import type { MatchRecord } from "../stores/matchStore.js";
import type { MatchEvent } from "../schemas/match.schema.js";
import { notificationMessages as n } from "./notifications.messages.js";
import type { AlertCopy } from "./goalNotification.js";

const SUSPENSION_MINUTES = { green_card: 2, yellow_card: 5 } as const;

export function cardAlert(match: MatchRecord, event: MatchEvent): AlertCopy | null {
  switch (event.kind) {
    case "green_card":
      return { title: n.greenCard.title, body: n.greenCard.body(event.playerName, event.teamCode) };
    case "yellow_card":
      return {
        title: n.yellowCard.title,
        body: n.yellowCard.body(event.playerName, SUSPENSION_MINUTES.yellow_card),
      };
    case "red_card": {
      const team = event.teamCode === match.homeTeam.code ? match.homeTeam.name : match.awayTeam.name;
      return { title: n.redCard.title(team), body: n.redCard.body(event.playerName) };
    }
    default:
      return null;
  }
}

export function suspensionExpiredAlert(playerName: string, teamName: string): AlertCopy {
  return {
    title: `${teamName} back to eleven`,
    body: `${playerName} returns to the pitch.`,
  };
}

export function quarterEndAlert(match: MatchRecord): AlertCopy {
  const score = `${match.homeTeam.code} ${match.homeScore}–${match.awayScore} ${match.awayTeam.code}`;
  return { title: n.quarterEnd.title(match.quarter), body: n.quarterEnd.body(score) };
}

export function injuryStoppageAlert(teamName: string): AlertCopy {
  // umpire:disable-next-line inline-copy -- placeholder until product signs off the wording (SC-212)
  return { title: "Injury stoppage", body: `${teamName} player receiving treatment` };
}
