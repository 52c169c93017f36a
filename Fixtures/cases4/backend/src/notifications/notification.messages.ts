// Alert copy. Live Activity alerts only show on a paired Apple Watch; regular alerts
// show everywhere, so both stay short enough to read at a glance.

import type { Alert } from '../schemas/liveActivity.js';

export const notificationMessages = {
  walkOns: (home: string, away: string): Alert => ({ title: 'Walk-ons', body: `${home} v ${away} — on now` }),
  legWon: (name: string, darts: number): Alert => ({ title: `${name} takes the leg!`, body: `${darts} darts` }),
  setWon: (name: string, sets: string): Alert => ({ title: 'Set over', body: `${name} takes the set – ${sets}` }),
  matchWon: (name: string, score: string): Alert => ({ title: `${name} wins it!!`, body: `Final ${score}` }),
  nineDarter: (name: string): Alert => ({ title: 'Nine-darter!', body: `${name} — perfect leg` }),
  resumed: (home: string, away: string): Alert => ({ title: 'Back on', body: `${home} v ${away} — play resumes` }),
};
