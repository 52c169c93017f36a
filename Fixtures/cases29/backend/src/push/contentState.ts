import type { GameDisplay } from '../display/buildDisplayState.js';

/**
 * Shapes the display state into the content-state object the widget decodes
 * as LiveActivityContentState. Keys must match the Swift model exactly.
 */
export function toContentState(display: GameDisplay) {
  return {
    headline: display.headline,
    scoreline: display.scoreline,
    homeTotal: display.homeTotal,
    awayTotal: display.awayTotal,
    endLabel: display.endLabel,
    hammer: display.hammerSide,
    stonesLeft: display.stonesRemaining,
    stonesNote: display.stonesNote,
    phase: display.phase,
    sentiment: display.sentiment,
    footnote: display.footnote ?? null,
    compact: display.compact,
    expanded: display.expanded,
    lastShotBy: display.lastShooter,
  };
}

export type ContentStatePayload = ReturnType<typeof toContentState>;
