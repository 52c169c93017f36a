import type { LiveActivityDisplayState } from '../schemas/liveActivity.schema';
import { getMatch } from '../stores/matchStore';
import { loadProviderMatch } from './providerFeed';
import { buildDisplayState } from './buildDisplayState';
import { perspectiveFor } from './perspective';

/** The last display state, used for end events so the result stays on screen. */
export async function finalStateFor(matchId: string, userId: string): Promise<LiveActivityDisplayState> {
  const [row, provider] = await Promise.all([getMatch(matchId), loadProviderMatch(matchId)]);
  if (!row) throw new Error(`finalStateFor: unknown match ${matchId}`);
  const perspective = await perspectiveFor(userId, provider);
  return buildDisplayState(provider, perspective, `breakpoint://match/${matchId}`);
}
