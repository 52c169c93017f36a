import type { OrderOfPlayEntry } from "../schemas/orderOfPlay.schema.js";
import type { RankingEntry } from "../schemas/ranking.schema.js";
import { scheduleMessages as s } from "../messages/schedule.messages.js";

type OrderOfPlayItem = {
  id: string;
  courtName: string;
  slotLabel: string;
  notBefore: string | null;
  resumesAt: string | null;
  matchup: string;
  roundLabel: string;
  status: "scheduled" | "in_play" | "suspended" | "finished";
  statusNote?: string;
  isFollowed: boolean;
};

export function slotLabel(index: number, notBefore: string | null, timeZone: string): string {
  if (index === 0 && notBefore) return s.notBefore(localTime(notBefore, timeZone));
  if (index === 0) return "Starts 11:00";
  return s.followingThen(ordinal(index));
}

export function toOrderOfPlayEntry(raw: OrderOfPlayItem, followed: Set<string>): OrderOfPlayEntry {
  return {
    ...raw,
    isFollowed: followed.has(raw.id),
    statusNote: raw.status === "suspended" ? "Covers on, waiting for the rain to pass" : raw.statusNote,
  };
}

export function emptyPlaceholder(): string {
  return s.emptyDay;
}

export function movementText(entry: RankingEntry): string {
  if (entry.previousRank === undefined) return "New";
  const delta = entry.previousRank - entry.rank;
  if (delta === 0) return "–";
  return delta > 0 ? `▲ ${delta}` : `▼ ${-delta}`;
}

function localTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone }).format(new Date(iso));
}

function ordinal(n: number): string {
  return ["first", "second", "third", "fourth", "fifth"][n] ?? `${n + 1}th`;
}
