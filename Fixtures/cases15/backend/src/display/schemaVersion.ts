/**
 * Bump when the match display response shape or meaning changes, so older
 * app builds can fall back to the plain schedule view.
 *
 * History:
 *   5 — tiebreak scores moved into setScores
 *   6 — rainDelayNote added to MatchItem
 *   7 — statusText replaces the old liveNote field
 */
export const MATCH_SCHEMA_VERSION = 7;

export function supportsSchema(clientVersion: number | undefined): boolean {
  return (clientVersion ?? 0) >= MATCH_SCHEMA_VERSION - 1;
}
