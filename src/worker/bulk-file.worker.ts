import { serveDecodeJobs } from "./serve-decode-jobs";

// The dedicated worker that downloads and decodes bulk files off the page's thread.
serveDecodeJobs(self as unknown as DedicatedWorkerGlobalScope);
