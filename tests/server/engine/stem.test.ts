import { describe, expect, it } from "vitest";
import { stem } from "../../../src/server/engine/search-engine";

describe("the re-ranker's word-form folding", () => {
  it("folds the forms a headline and a question use for the same act", () => {
    for (const group of [["appointed", "appoints", "appoint"], ["fined", "fines", "fine"], ["launches", "launched", "launch", "launching"], ["acquires", "acquired", "acquire"], ["companies", "company"]]) {
      expect(new Set(group.map(stem)), group.join("/")).toHaveProperty("size", 1);
    }
  });

  it("keeps short words and different words apart", () => {
    expect(stem("gas")).toBe("gas");
    expect(stem("fined")).not.toBe(stem("finance"));
    expect(stem("plant")).not.toBe(stem("planet"));
  });
});
