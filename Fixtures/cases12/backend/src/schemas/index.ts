export * from "./race.schema";
export * from "./timing.schema";
export * from "./display.schema";
export * from "./standings.schema";
export * from "./liveActivity.schema";
export * from "./follow.schema";
export * from "./subscription.schema";
