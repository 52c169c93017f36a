import type { LiveActivityContentState } from '../schemas/liveActivity.js';

/** Maps the display state to the APNs content-state; must match LiveActivityModels.generated.swift. */
export function toApnsContentState(state: LiveActivityContentState, extras: { carNumber: string }) {
  return {
    phase: state.phase,
    flag: state.flag,
    sentiment: state.sentiment,
    compact: state.compact,
    expanded: state.expanded,
    minimalText: state.minimalText,
    isFastestLap: state.isFastestLap,
    updatedAt: state.updatedAt,
    carNumber: extras.carNumber,
  };
}
