import { buildDisplayState, type DisplayInputs } from './buildDisplayState.js';
import type { RoundContentState } from '../schemas/liveActivity.schema.js';

export async function loadDisplayInputs(tournamentId: string, playerId: string | null): Promise<DisplayInputs> {
  throw new Error(`loadDisplayInputs not wired for ${tournamentId}/${playerId ?? 'field'}`);
}

export async function finalStateFor(tournamentId: string, userId: string): Promise<RoundContentState> {
  const inputs = await loadDisplayInputs(tournamentId, null);
  return buildDisplayState({ ...inputs, status: 'complete' });
}
