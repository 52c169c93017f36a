export interface ApnsResponse {
  status: number;
  reason?: string;
  apnsId?: string;
}

export type LiveActivityContentStateShape = {
  homeScore: string;
  awayScore: string;
  homeSets: string;
  awaySets: string;
  setLabel: string;
  statusText: string;
  serving: string | null;
  lastRally: string | null;
  sentiment: 'neutral' | 'tense' | 'dominant' | 'comeback';
  deepLink: string;
};

export type PushKind = 'update' | 'end' | 'start' | 'alert';
