import { getMatchFollow } from '../stores/matchFollowStore';
import type { ProviderMatch } from './providerTypes';

export type Perspective = { homeFlag: string; awayFlag: string; homeShort: string; awayShort: string };

const FLAGS: Record<string, string> = { ITA: '🇮🇹', DEN: '🇩🇰', POL: '🇵🇱', USA: '🇺🇸', ESP: '🇪🇸', SRB: '🇷🇸' };

/** Swaps sides when the follower picked the away player as "their" player. */
export async function perspectiveFor(userId: string, m: ProviderMatch & { homeCountry?: string; awayCountry?: string }): Promise<Perspective> {
  const follow = await getMatchFollow(userId, m.id);
  const home = { flag: FLAGS[m.homeCountry ?? ''] ?? '🎾', short: m.serverName };
  const away = { flag: FLAGS[m.awayCountry ?? ''] ?? '🎾', short: m.receiverName };
  const swap = follow?.perspectivePlayerId === m.receiverName;
  const [a, b] = swap ? [away, home] : [home, away];
  return { homeFlag: a.flag, awayFlag: b.flag, homeShort: a.short, awayShort: b.short };
}
