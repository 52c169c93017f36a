import { z } from 'zod';

export const RaceEventTypeSchema = z.enum([
  'overtake',
  'pitStop',
  'pitStopRoutine',
  'fastestLap',
  'purpleSector',
  'safetyCar',
  'virtualSafetyCar',
  'greenFlag',
  'redFlag',
  'leadChange',
  'gapGrowing',
  'pitWindow',
  'podium',
  'careerWins',
  'firstWin',
  'chequeredFlag',
  'penalty',
  'penaltyServed',
  'retirement',
  'retirementDetail',
  'stintUpdate',
  'hourMark',
  'grandSlam',
  'magnificentDefence',
]);

export type RaceEventType = z.infer<typeof RaceEventTypeSchema>;
