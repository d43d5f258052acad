import {
  flexRender,
  getCoreRowModel,
  getExpandedRowModel,
  getGroupedRowModel,
  getSortedRowModel,
  useReactTable,
  type ExpandedState,
  type Header,
  type SortingState,
  type VisibilityState,
} from "@tanstack/react-table";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useMemo, useRef, useState, type KeyboardEvent } from "react";
import { resultSchema } from "../../../contract";
import { INITIALLY_HIDDEN, resultColumns, type TableRow } from "./columns";
import { downloadText, toCsv, toJsonLines, type ResultRow } from "./export";
import { ResultDetail } from "./ResultDetail";

/** Export columns: every result field of the contract, the interval first for time search. */
const EXPORT_FIELDS = Object.keys(resultSchema.shape);

/**
 * Grouping states, made once: the table recomputes its grouped row model whenever this array is a
 * new one, and each recomputation queues a page-index reset, a state update and so another render.
 * An array literal in render therefore re-rendered the table without end (and, inside a real click,
 * as a synchronous loop that froze the page).
 */
const BY_INTERVAL = ["bucket"];
const UNGROUPED: string[] = [];

function SortIndicator({ direction }: { direction: false | "asc" | "desc" }) {
  return <span aria-hidden="true" className="sort-indicator">{direction === "asc" ? "▲" : direction === "desc" ? "▼" : "↕"}</span>;
}

function ResizeHandle({ header }: { header: Header<TableRow, unknown> }) {
  if (!header.column.getCanResize()) return null;
  const nudge = (event: KeyboardEvent) => {
    const step = event.key === "ArrowRight" ? 16 : event.key === "ArrowLeft" ? -16 : 0;
    if (step === 0) return;
    event.preventDefault();
    header.getContext().table.setColumnSizing((sizes) => ({ ...sizes, [header.column.id]: Math.max(48, header.column.getSize() + step) }));
  };
  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={`Resize column ${typeof header.column.columnDef.header === "string" ? header.column.columnDef.header : header.column.id}`}
      aria-valuenow={header.column.getSize()}
      tabIndex={0}
      className={`resizer${header.column.getIsResizing() ? " resizing" : ""}`}
      onMouseDown={header.getResizeHandler()}
      onTouchStart={header.getResizeHandler()}
      onDoubleClick={() => header.column.resetSize()}
      onKeyDown={nudge}
    />
  );
}

interface ResultsTableProps {
  rows: readonly ResultRow[];
  terms: readonly string[];
  onScrape: (row: TableRow) => void;
  /** Time search: rows carry their interval and are grouped by it. */
  grouped: boolean;
  /** The exact decrypted text of a bulk or time file, exported as it came. */
  fileText: string | null;
  exportName: string;
}

/**
 * The result set: sortable, resizable columns with a chooser, rows that open
 * to every field, virtualised so ten thousand rows scroll as smoothly as ten.
 */
export function ResultsTable({ rows, terms, onScrape, grouped, fileText, exportName }: ResultsTableProps) {
  const data = useMemo<TableRow[]>(() => rows.map((row, i) => ({ ...row, rank: i + 1 })), [rows]);
  const columns = useMemo(() => resultColumns(terms, onScrape, grouped), [terms, onScrape, grouped]);
  const [sorting, setSorting] = useState<SortingState>([]);
  const [visibility, setVisibility] = useState<VisibilityState>(INITIALLY_HIDDEN);
  const [expanded, setExpanded] = useState<ExpandedState>({});
  const table = useReactTable({
    data,
    columns,
    state: { sorting, columnVisibility: visibility, expanded, grouping: grouped ? BY_INTERVAL : UNGROUPED },
    onSortingChange: setSorting,
    onColumnVisibilityChange: setVisibility,
    onExpandedChange: setExpanded,
    getRowCanExpand: () => true,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getGroupedRowModel: getGroupedRowModel(),
    getExpandedRowModel: getExpandedRowModel(),
    groupedColumnMode: false,
    columnResizeMode: "onChange",
    enableSortingRemoval: true,
    autoResetExpanded: false,
  });
  const tableRows = table.getRowModel().rows;
  // One virtual line per row, plus one for each opened row's details, each measured where it lands.
  const lines = useMemo(() => tableRows.flatMap((row) => (row.getIsExpanded() && !row.getIsGrouped() ? [{ row, detail: false }, { row, detail: true }] : [{ row, detail: false }])), [tableRows]);
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 58,
    overscan: 12,
    getItemKey: (index) => `${lines[index]!.row.id}${lines[index]!.detail ? ":detail" : ""}`,
  });

  const sortedLeaves = () => table.getSortedRowModel().flatRows.filter((r) => !r.getIsGrouped()).map((r) => r.original);
  const exportRows = () => sortedLeaves().map(({ rank: _rank, ...row }) => row);
  const csvFields = grouped ? ["bucket", ...EXPORT_FIELDS] : EXPORT_FIELDS;

  return (
    <div className="results">
      <div className="results-toolbar">
        <details className="column-chooser">
          <summary>Columns</summary>
          <fieldset>
            <legend className="visually-hidden">Shown columns</legend>
            {table
              .getAllLeafColumns()
              .filter((c) => c.getCanHide() && typeof c.columnDef.header === "string")
              .map((c) => (
                <label key={c.id}>
                  <input type="checkbox" checked={c.getIsVisible()} onChange={c.getToggleVisibilityHandler()} /> {c.columnDef.header as string}
                </label>
              ))}
          </fieldset>
        </details>
        <div className="export" role="group" aria-label="Export">
          <button type="button" onClick={() => downloadText(toCsv(exportRows(), csvFields), `${exportName}.csv`, "text/csv")}>
            Export CSV
          </button>
          <button type="button" onClick={() => downloadText(toJsonLines(exportRows()), `${exportName}.jsonl`, "application/x-ndjson")}>
            Export JSON Lines
          </button>
          {fileText !== null && (
            <button type="button" onClick={() => downloadText(fileText, `${exportName}.json`, "application/json")}>
              Export decrypted JSON
            </button>
          )}
        </div>
      </div>
      <div className="table-scroll" ref={scroller} tabIndex={0} aria-label="Results, scrollable">
        <table className="data-table results-table" style={{ width: table.getTotalSize() }}>
          <caption className="visually-hidden">Search results; column headers sort</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  return (
                    <th key={header.id} scope="col" style={{ width: header.getSize() }} aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}>
                      {header.column.getCanSort() ? (
                        <button type="button" className="sort-button" onClick={header.column.getToggleSortingHandler()}>
                          {flexRender(header.column.columnDef.header, header.getContext())} <SortIndicator direction={sorted} />
                        </button>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                      <ResizeHandle header={header} />
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const { row, detail } = lines[item.index]!;
              const place = { transform: `translateY(${item.start}px)` };
              if (row.getIsGrouped()) {
                return (
                  <tr key={item.key} data-index={item.index} ref={virtualizer.measureElement} className="group-row" style={place}>
                    <td style={{ width: table.getTotalSize() }}>
                      <button type="button" className="group-toggle" aria-expanded={row.getIsExpanded()} onClick={row.getToggleExpandedHandler()}>
                        {row.getIsExpanded() ? "▾" : "▸"} Interval from {String(row.groupingValue)} · {row.subRows.length} results
                      </button>
                    </td>
                  </tr>
                );
              }
              if (detail) {
                return (
                  <tr key={item.key} data-index={item.index} ref={virtualizer.measureElement} className="detail-row" style={place}>
                    <td style={{ width: table.getTotalSize() }}>
                      <ResultDetail row={row.original} terms={terms} />
                    </td>
                  </tr>
                );
              }
              return (
                <tr key={item.key} data-index={item.index} ref={virtualizer.measureElement} className={row.getIsExpanded() ? "expanded" : undefined} style={place}>
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} style={{ width: cell.column.getSize() }}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
