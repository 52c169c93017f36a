import type { LiveActivityDisplayState } from "../schemas/liveActivity.js";

// Mirrors MatchActivityAttributes.ContentState in the iOS app: { display }.
export function contentStateFor(display: LiveActivityDisplayState, sirenText: string | null) {
  return {
    display,
    sirenText,
  };
}
