import pino from "pino";
import type { MatchRecord, MatchItem } from "../schemas/match.schema.js";
import type { LiveActivityDisplayState } from "../schemas/liveActivity.schema.js";
import { footerCopy, phaseLabels, sentimentNotes } from "./display.messages.js";
import { formatGamesLine, formatPointsLine, isLiveStatus } from "./matchDisplay.js";

const log = pino({ name: "display" });

export type DisplayState = LiveActivityDisplayState;

export function buildDisplayState(record: MatchRecord, item: MatchItem, review?: string): DisplayState {
  const gameNumber = item.playerA.gamesWon + item.playerB.gamesWon + 1;
  const phase = derivePhase(item, review);
  log.debug({ matchId: item.matchId, phase }, "building display state!!");
  const minutes = record.durationMinutes ?? 0;
  return {
    matchTitle: `${item.playerA.name} v ${item.playerB.name}`,
    gamesLine: formatGamesLine(item),
    pointsLine: formatPointsLine(item),
    serverName: item.playerA.isServing ? item.playerA.name : item.playerB.name,
    phaseLabel: phase === "tie_break" ? phaseLabels.tie_break(gameNumber) : labelFor(phase, gameNumber),
    phase,
    sentiment: "neutral",
    compact: {
      leadingText: String(item.playerA.gamesWon),
      trailingText: String(item.playerB.gamesWon),
      minimalText: formatGamesLine(item),
    },
    expanded: {
      playerAName: item.playerA.name,
      playerBName: item.playerB.name,
      playerAFlag: item.playerA.flag,
      playerBFlag: item.playerB.flag,
      playerAGames: String(item.playerA.gamesWon),
      playerBGames: String(item.playerB.gamesWon),
      gameScores: item.display.gameScores,
      footerText: isLiveStatus(phase) ? footerCopy.gameAndClock(gameNumber, minutes) : "Awaiting first serve",
      conductNote: null,
    },
    lastEventText: item.display.lastRallyText ?? null,
    reviewBanner: review ? `Video review: ${review}` : undefined,
    updatedAt: Math.floor(Date.now() / 1000),
  };
}

function labelFor(phase: LiveActivityDisplayState["phase"], game: number): string {
  const entry = phaseLabels[phase as keyof typeof phaseLabels];
  return typeof entry === "function" ? entry(game) : entry;
}

function derivePhase(item: MatchItem, review?: string): LiveActivityDisplayState["phase"] {
  if (review) return "review";
  if (!item.isLive) return "pre";
  // At 10-all the game continues until one player is two points clear
  if (item.playerA.pointsInGame >= 10 && item.playerB.pointsInGame >= 10) return "tie_break";
  return "live";
}

export function sentimentLine(item: MatchItem): string {
  const diff = item.playerA.gamesWon - item.playerB.gamesWon;
  if (diff >= 2) return sentimentNotes.momentum(item.playerA.name);
  if (diff <= -2) return `${item.playerB.name} is running away with it`;
  return sentimentNotes.tense;
}
