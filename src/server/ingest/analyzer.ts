import { CompanyMatcher, type CompanyRecord } from "./companies";
import { createEmbedder } from "./embeddings/embedder";
import { openWordVectors } from "./embeddings/word-vectors";
import { createPipelineContext, type PipelineContext } from "./pipeline";

/** What a thread needs to analyse pages: the word vectors (from the data directory) and the company master. */
export interface AnalyzerSetup {
  dataDir: string;
  companies: CompanyRecord[];
  source: string;
}

export function createAnalyzerContext(setup: AnalyzerSetup): PipelineContext {
  const embedder = createEmbedder(openWordVectors(setup.dataDir));
  return createPipelineContext(embedder, new CompanyMatcher(setup.companies), setup.source);
}
