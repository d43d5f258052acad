// The interface as code: imported by the client, the server, the workbench and
// the tests; imports nothing of the project.
export * from "./atlas";
export * from "./enum-values";
export * from "./enums";
export * from "./errors";
export * from "./limits";
export * from "./plans";
export * from "./routes";
export * from "./search";
export * from "./service";
export * from "./sql-filter";
export * from "./time-buckets";
export * from "./validation";
export * from "./taxonomies/countries";
export * from "./taxonomies/gics";
export * from "./taxonomies/iab";
export * from "./taxonomies/languages";
export * from "./taxonomies/regions";
