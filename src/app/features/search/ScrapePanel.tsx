import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { unwrap, type ApiError } from "../../../client";
import { useConnection } from "../../connection";
import { RunError } from "./RunError";

/**
 * The structured scrape (POST /search/v2/scrape-url) of one result's page,
 * in a modal dialog: focus moves in, Escape closes, focus returns to the row.
 */
export function ScrapePanel({ url, onClose }: { url: string; onClose: () => void }) {
  const { client } = useConnection();
  const dialog = useRef<HTMLDialogElement>(null);
  const scrape = useQuery({
    queryKey: ["scrape", client.baseUrl, url],
    queryFn: ({ signal }) => unwrap(client.scrapeUrl({ url }, { signal })),
    retry: false,
    staleTime: Infinity,
  });

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    dialog.current?.showModal();
    return () => opener?.focus();
  }, []);

  const page = scrape.data?.response;
  return (
    <dialog ref={dialog} className="scrape-dialog" aria-labelledby="scrape-heading" onClose={onClose}>
      <div className="dialog-head">
        <h2 id="scrape-heading">Scrape of {url}</h2>
        <button type="button" className="icon-button" aria-label="Close" onClick={() => dialog.current?.close()}>
          ×
        </button>
      </div>
      <div aria-live="polite">{scrape.isPending && <p role="status">Fetching and structuring the page…</p>}</div>
      {scrape.isError && <RunError error={scrape.error as ApiError} failedAt={scrape.errorUpdatedAt} onRetry={() => void scrape.refetch()} />}
      {page && (
        <div className="scrape-body">
          <h3>{page.page.title ?? "(no title)"}</h3>
          <dl className="detail-facts">
            {(
              [
                ["Final URL", page.page.final_url],
                ["Site", page.page.netloc],
                ["Author", page.page.author],
                ["Published", page.page.published],
                ["Modified", page.page.modified],
                ["Language", page.page.language],
                ["Canonical", page.page.canonical],
                ["HTTP status", page.request.status],
                ["Words", page.statistics.words],
                ["Reading time", `${Math.round(page.statistics.reading_time_s)} s`],
                ["Companies", page.companies.join(", ") || "—"],
                ["Snippets", page.snippets.length],
              ] as const
            ).map(([k, v]) => (
              <div key={k}>
                <dt>{k}</dt>
                <dd>{v ?? "—"}</dd>
              </div>
            ))}
          </dl>
          {page.page.description && <p className="lead">{page.page.description}</p>}
          <h4>Text</h4>
          <div className="scrape-text" tabIndex={0}>
            {page.full_text}
          </div>
          <details>
            <summary>Metadata and structured data (JSON)</summary>
            <pre className="code-block">{JSON.stringify({ metadata: page.metadata, structured: page.structured, url_tree: page.url_tree, languages: page.languages }, null, 2)}</pre>
          </details>
        </div>
      )}
    </dialog>
  );
}
