export type PushMoment = 'goal' | 'lead_change' | 'red_card' | 'full_time' | 'clock_tick' | 'suspension_tick' | 'timeout';

const TIME_SENSITIVE: PushMoment[] = ['goal', 'lead_change', 'red_card', 'full_time'];

export function priorityFor(moment: PushMoment): '5' | '10' {
  return TIME_SENSITIVE.includes(moment) ? '10' : '5';
}
