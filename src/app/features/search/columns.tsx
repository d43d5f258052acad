import { createColumnHelper, type ColumnDef } from "@tanstack/react-table";
import type { ResultRow } from "./export";
import { Snippet } from "./Snippet";

const column = createColumnHelper<ResultRow & { rank: number }>();
export type TableRow = ResultRow & { rank: number };

/** The table's columns; the ones hidden at first are in the column chooser. */
export function resultColumns(terms: readonly string[], onScrape: (row: TableRow) => void, withBucket: boolean): ColumnDef<TableRow, unknown>[] {
  const columns = [
    column.display({
      id: "expand",
      header: () => <span className="visually-hidden">Details</span>,
      size: 44,
      enableResizing: false,
      cell: ({ row }) =>
        row.getIsGrouped() ? null : (
          <button type="button" className="icon-button expander" aria-expanded={row.getIsExpanded()} aria-label={`Details of result ${row.original.rank}`} onClick={row.getToggleExpandedHandler()}>
            {row.getIsExpanded() ? "▾" : "▸"}
          </button>
        ),
    }),
    column.accessor("rank", { header: "#", size: 56 }),
    ...(withBucket ? [column.accessor((r) => r.bucket ?? "", { id: "bucket", header: "Interval", size: 190 })] : []),
    column.accessor("similarity", {
      header: "Similarity",
      size: 130,
      sortDescFirst: true,
      cell: (info) => {
        const value = info.getValue() as number;
        return (
          <span className="similarity" title={value.toFixed(4)}>
            <span className="bar" aria-hidden="true">
              <span style={{ width: `${Math.round(value * 100)}%` }} />
            </span>
            {value.toFixed(3)}
          </span>
        );
      },
    }),
    column.accessor((r) => r.title ?? r.url, {
      id: "title",
      header: "Title",
      size: 260,
      cell: (info) => (
        <a href={info.row.original.url} target="_blank" rel="noreferrer noopener">
          {info.getValue() as string}
        </a>
      ),
    }),
    column.accessor("content", {
      header: "Snippet",
      size: 420,
      enableSorting: false,
      cell: (info) => (
        <span className="snippet">
          <Snippet text={info.getValue() as string} terms={terms} />
        </span>
      ),
    }),
    column.accessor("netloc", { header: "Site", size: 160 }),
    column.accessor("published", { header: "Published", size: 110, sortUndefined: "last" }),
    column.accessor("modified", { header: "Modified", size: 110 }),
    column.accessor((r) => r.visited?.slice(0, 10) ?? null, { id: "visited", header: "Visited", size: 110 }),
    column.accessor("language", { header: "Language", size: 90 }),
    column.accessor("country", { header: "Country", size: 120 }),
    column.accessor("sector", { header: "Sector", size: 150 }),
    column.accessor("iab_tier_1", { header: "IAB tier 1", size: 150 }),
    column.accessor((r) => r.companies.join(", "), { id: "companies", header: "Companies", size: 180 }),
    column.accessor("author", { header: "Author", size: 140 }),
    column.accessor("words", { header: "Words", size: 80 }),
    column.display({
      id: "actions",
      header: () => <span className="visually-hidden">Actions</span>,
      size: 90,
      enableResizing: false,
      cell: ({ row }) =>
        row.getIsGrouped() ? null : (
          <button type="button" className="small" aria-label={`Scrape ${row.original.url}`} onClick={() => onScrape(row.original)}>
            Scrape
          </button>
        ),
    }),
  ];
  return columns as ColumnDef<TableRow, unknown>[];
}

export const INITIALLY_HIDDEN = { modified: false, visited: false, country: false, sector: false, iab_tier_1: false, companies: false, author: false, words: false };
