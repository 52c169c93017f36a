import { describe, expect, it } from "vitest";
import { wicketTitle } from "../notifications/wicket.messages";

describe("wicket alerts", () => {
  it("titles the alert with the batting team", () => {
    const alert = { title: "India lose a wicket!!", body: "Kohli departs for 54" };
    expect(wicketTitle("India")).toBe(alert.title.replace("!!", ""));
  });
});
