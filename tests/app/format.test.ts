import { describe, expect, it } from "vitest";
import { formatDuration, formatWindow } from "../../src/app/features/status/format";

describe("rate window and reset formatting", () => {
  it("names windows as people say them", () => {
    expect(formatWindow(60)).toBe("60 s");
    expect(formatWindow(3_600)).toBe("1 h");
    expect(formatWindow(30 * 86_400)).toBe("30 days");
    expect(formatWindow(86_400)).toBe("1 day");
  });
  it("names durations to the second under an hour", () => {
    expect(formatDuration(41)).toBe("41 s");
    expect(formatDuration(60)).toBe("60 s");
    expect(formatDuration(125)).toBe("2 min 5 s");
    expect(formatDuration(7_260)).toBe("2 h 1 min");
  });
});
