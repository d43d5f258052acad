import { ConfigError, readConfig } from "./config";
import { createService } from "./app";
import { startLocalEngine } from "./local-engine";

async function main(): Promise<void> {
  let config;
  try {
    config = readConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
  let parts: Parameters<typeof createService>[1] = {};
  if (!config.upstream) {
    const archiveArticles = process.env.ARCHIVE_SIZE ? Number(process.env.ARCHIVE_SIZE) : undefined;
    if (archiveArticles !== undefined && !(Number.isInteger(archiveArticles) && archiveArticles > 0)) {
      console.error(`Configuration error: ARCHIVE_SIZE must be a positive whole number of articles, got ${JSON.stringify(process.env.ARCHIVE_SIZE)}`);
      process.exit(2);
    }
    parts = (await startLocalEngine(config, { archiveArticles })).parts;
  }
  const service = createService(config, parts);
  let port: number;
  try {
    port = await service.listen();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(code === "EADDRINUSE" ? `Port ${config.port} is in use; set PORT to another one.` : `Could not listen: ${String(error)}`);
    process.exit(1);
  }
  const where = `http://${config.host.includes(":") ? `[${config.host}]` : config.host}:${port}`;
  console.log(`Research Workbench serving on ${where}`);
  console.log(config.upstream ? `Pass-through mode: the interface is forwarded to ${config.upstream}` : `Local service, data in ${config.dataDir}`);
  // The bulk and time-search thread loads its own engine in the background, so the first
  // such search a user runs is as quick as the next ones.
  void parts.jobRunner?.warm();

  const stop = (signal: string) => {
    console.log(`${signal}: stopping`);
    service.close().then(() => process.exit(0), () => process.exit(1));
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

void main();
