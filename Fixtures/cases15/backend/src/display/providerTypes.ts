/** Shape of the data provider's match feed after our normaliser runs. */
export interface ProviderMatch {
  id: string;
  status: 'scheduled' | 'in_progress' | 'tiebreak' | 'suspended' | 'finished' | 'retired' | 'walkover';
  sets: Array<{ home: number; away: number; tiebreak: number | null }>;
  homePoints: number;
  awayPoints: number;
  serverName: string;
  receiverName: string;
  isBreakPoint: boolean;
  breakPointCount: number;
  isDeuce: boolean;
  suspensionReason: string | null;
  court: string;
  scheduledStart: number;
  completedAt: number | null;
}
