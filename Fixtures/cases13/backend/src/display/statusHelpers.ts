import type { FeedSnapshot } from "../stores/fixtureStore";
import { displayMessages as m } from "./display.messages";
import { logger } from "../logger";

export function statusLine(snapshot: FeedSnapshot): string {
  switch (snapshot.phase) {
    case "pre":
      return snapshot.toss ? m.toss(snapshot.toss.winner, snapshot.toss.choice) : startsAt(snapshot);
    case "innings_break":
      return m.inningsBreak;
    case "live":
      return liveNote(snapshot);
    case "completed":
      return snapshot.result ? m.resultLine(snapshot.result.winner, snapshot.result.margin) : m.noResult;
    case "abandoned":
      return m.matchAbandoned;
    default:
      throw new Error(`unknown phase ${String(snapshot.phase)}`);
  }
}

function liveNote(snapshot: FeedSnapshot): string {
  if (snapshot.suspension === "rain") {
    return "Rain stops play, covers on";
  }
  if (snapshot.suspension === "bad_light") {
    return snapshot.resumeAt ? m.playResumes(snapshot.resumeAt) : "Bad light — players off";
  }
  if (snapshot.isSuperOver) return m.superOver;
  return snapshot.innings.length === 2 ? m.chaseLabel : m.firstInningsLabel;
}

function startsAt(snapshot: FeedSnapshot): string {
  logger.debug("no toss yet", { fixtureId: snapshot.fixtureId });
  const time = new Date(snapshot.startTime).toISOString().slice(11, 16);
  return `Starts ${time} GMT`;
}
