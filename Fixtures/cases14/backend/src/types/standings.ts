import type { StandingRow } from '../schemas/standings.schema';

export type StandingsTable = {
  leagueId: string;
  rows: StandingRow[];
  fetchedAt: number;
};

export type StandingRowDto = {
  teamId: string;
  teamName: string;
  rankLabel: string;
  recordLabel: string;
  pointsLabel: string;
  setRatioLabel: string;
};
