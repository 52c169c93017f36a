import { z } from "zod";

// Shape of the organiser's timing feed after we normalise it in the poller.

export const BreakawaySchema = z.object({
  riderIds: z.array(z.string()),
  riderNames: z.array(z.string()),
  gapSeconds: z.number().int(), // lead over the peloton at the last time check, in seconds
});

export const VirtualGcEntrySchema = z.object({
  riderId: z.string(),
  riderName: z.string(),
  teamName: z.string(),
  flag: z.string(),
  totalSeconds: z.number().int(), // GC time incl. today's bonuses so far, seconds since zero
  bonusSeconds: z.number().int().nonnegative(), // time bonuses taken today (finish + intermediate)
  jersey: z.enum(["yellow", "green", "polka_dot", "white"]).nullable(),
  status: z.enum(["racing", "dnf", "dns", "otl"]),
});

export const LiveStageSnapshotSchema = z.object({
  stageId: z.string(),
  kmToGo: z.number().nonnegative(), // kilometres to the finish line
  neutralised: z.boolean(),
  crosswinds: z.boolean(),
  roadLeader: z.object({
    riderName: z.string(),
    gapSeconds: z.number().int(), // seconds ahead of the next group on the road
  }),
  breakaway: BreakawaySchema.nullable(),
  virtualGc: z.array(VirtualGcEntrySchema),
  radioNote: z.string().nullable(),
  polledAt: z.number().int(), // epoch seconds of the feed poll that produced this snapshot
});

export type LiveStageSnapshot = z.infer<typeof LiveStageSnapshotSchema>;
export type VirtualGcEntry = z.infer<typeof VirtualGcEntrySchema>;
