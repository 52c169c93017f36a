// Display labels for the Live Activity and race cards.

export const displayMessages = {
  lapOf: (lap: number, total: number) => `Lap ${lap}/${total}`,
  timeRemaining: (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')} left`,
  leader: 'Leader',
  gapAhead: (gap: string, rival: string) => `${gap} to ${rival}`,
  tyre: (compound: string, laps: number) => `${compound}, ${laps} laps`,
  flag: {
    safety_car: 'Safety car',
    virtual_safety_car: 'Virtual safety car',
    red: 'Red flag',
    yellow: 'Yellow in sector',
    chequered: 'Chequered flag',
    green: null,
  },
  unfollowedFinal: 'No longer following',
  pitted: (lap: number, stationary: string) => `Pitted on lap ${lap} — ${stationary}`,
};
