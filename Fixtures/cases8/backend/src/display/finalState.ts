import type { Game } from "../schemas/game";
import type { LiveActivityDisplayState } from "../schemas/liveActivity";
import { buildDisplayState } from "./buildDisplayState";

export function buildFinalState(game: Game): LiveActivityDisplayState {
  return buildDisplayState(game, {
    lastEvent: { kind: "other", actor: "" },
    pitcher: { name: game.winningPitcher ?? "", pitchCount: 0, strikeouts: 0, hitsAllowed: 1 },
    batter: { name: "", line: "" },
  });
}
