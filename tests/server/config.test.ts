import { describe, expect, it } from "vitest";
import { LIMITS } from "../../src/contract";
import { ConfigError, readConfig } from "../../src/server/config";

describe("the download lifetime setting", () => {
  it("keeps files 24 h unless DOWNLOAD_TTL_SECONDS says otherwise", () => {
    expect(readConfig({}).downloadTtlSeconds).toBe(LIMITS.downloadTtlSeconds);
    expect(readConfig({ DOWNLOAD_TTL_SECONDS: "90" }).downloadTtlSeconds).toBe(90);
  });

  it("refuses a lifetime that is not a whole number of seconds from 1", () => {
    for (const value of ["0", "-5", "1.5", "a day"]) {
      expect(() => readConfig({ DOWNLOAD_TTL_SECONDS: value })).toThrow(ConfigError);
    }
  });
});
