import { allMeetings } from "../stores/meetingStore.js";
import { MeetingSchema } from "../schemas/race.schema.js";
import { meetingMessages } from "../display/display.messages.js";
import { json, type Handler } from "../lib/http.js";

export const getMeetings: Handler = async () => {
  const meetings = await allMeetings();
  const shaped = meetings.map((m) =>
    MeetingSchema.parse({
      ...m,
      statusText: m.isAbandoned ? meetingMessages.abandoned(m.abandonedReason ?? null) : m.statusText,
      ...(m.isAbandoned ? {} : { goingText: m.goingText || "Going to be declared" }),
    }),
  );
  return json(200, { meetings: shaped, emptyText: shaped.length === 0 ? "No racing today" : null });
};
