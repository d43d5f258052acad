import { formatSqlFilter, type FilterNode, type Literal } from "../../../contract";

/**
 * The visual sql_filter editor's model: groups of conditions, the groups
 * joined by one AND/OR, the conditions of a group by its own. It reads the
 * tree `parseSqlFilter` makes (the service's own grammar) and writes one back,
 * so the text beside it is always what the service will parse.
 */
export const DATE_COLUMNS = ["published", "modified", "visited"] as const;
export const COUNT_COLUMNS = ["words", "chars", "stot", "snum"] as const;
export type DateColumn = (typeof DATE_COLUMNS)[number];
export type CountColumn = (typeof COUNT_COLUMNS)[number];
export type Join = "and" | "or";

export type Condition =
  | { kind: "netloc"; negated: boolean; values: string[] }
  | { kind: "language"; negated: boolean; values: string[] }
  | { kind: "date"; column: DateColumn; from: string; to: string }
  | { kind: "count"; column: CountColumn; min: string; max: string }
  | { kind: "certain"; value: boolean }
  | { kind: "company"; value: string };

export interface Group {
  join: Join;
  conditions: Condition[];
}

export interface VisualFilter {
  join: Join;
  groups: Group[];
}

export type ConditionKind = Condition["kind"];

export const EMPTY_VISUAL: VisualFilter = { join: "and", groups: [] };

export function newCondition(kind: ConditionKind): Condition {
  switch (kind) {
    case "netloc":
    case "language":
      return { kind, negated: false, values: [] };
    case "date":
      return { kind, column: "published", from: "", to: "" };
    case "count":
      return { kind, column: "words", min: "", max: "" };
    case "certain":
      return { kind, value: true };
    case "company":
      return { kind, value: "" };
  }
}

// ---------------------------------------------------------------------------
// Visual -> tree
// ---------------------------------------------------------------------------

const isInteger = (text: string) => /^-?\d+$/.test(text.trim());

/** A condition as a predicate, or null while it is incomplete (no value yet). */
export function conditionNode(condition: Condition): FilterNode | null {
  switch (condition.kind) {
    case "netloc":
    case "language": {
      const values = condition.values.filter((v) => v !== "");
      return values.length === 0 ? null : { kind: "in", column: condition.kind, values, negated: condition.negated };
    }
    case "date": {
      const { column, from, to } = condition;
      if (from && to) return { kind: "between", column, low: from, high: to, negated: false };
      if (from) return { kind: "compare", column, op: ">=", value: from };
      if (to) return { kind: "compare", column, op: "<=", value: to };
      return null;
    }
    case "count": {
      const { column } = condition;
      const min = isInteger(condition.min) ? Number(condition.min) : null;
      const max = isInteger(condition.max) ? Number(condition.max) : null;
      if (min !== null && max !== null) return { kind: "between", column, low: min, high: max, negated: false };
      if (min !== null) return { kind: "compare", column, op: ">=", value: min };
      if (max !== null) return { kind: "compare", column, op: "<=", value: max };
      return null;
    }
    case "certain":
      return { kind: "compare", column: "certain", op: "=", value: condition.value };
    case "company":
      return condition.value.trim() === "" ? null : { kind: "contains", column: "companies", value: condition.value.trim() };
  }
}

export function visualToNode(visual: VisualFilter): FilterNode | null {
  const groups = visual.groups
    .map((group) => {
      const items = group.conditions.map(conditionNode).filter((n): n is FilterNode => n !== null);
      if (items.length <= 1) return items[0] ?? null;
      return { kind: group.join, items } as FilterNode;
    })
    .filter((n): n is FilterNode => n !== null);
  if (groups.length <= 1) return groups[0] ?? null;
  return { kind: visual.join, items: groups } as FilterNode;
}

export function visualToSql(visual: VisualFilter): string {
  return formatSqlFilter(visualToNode(visual));
}

// ---------------------------------------------------------------------------
// Tree -> visual, or the precise reason it cannot be shown
// ---------------------------------------------------------------------------

export type FromTree = { ok: true; visual: VisualFilter } | { ok: false; reason: string };

class NotRepresentable extends Error {}

/** The node as filter text, to quote the part that cannot be shown. */
function quote(node: FilterNode): string {
  return formatSqlFilter(node).replace(/^SELECT loc FROM engine WHERE /, "");
}

function fail(node: FilterNode, why: string): never {
  throw new NotRepresentable(`${quote(node)}: ${why}`);
}

function strings(node: FilterNode, values: readonly Literal[]): string[] {
  return values.map((v) => (typeof v === "string" ? v : fail(node, "the visual editor takes text values here")));
}

function toCondition(node: FilterNode): Condition {
  switch (node.kind) {
    case "not": {
      const inner = node.item;
      if (inner.kind === "in" || (inner.kind === "compare" && (inner.op === "=" || inner.op === "!="))) {
        const flipped = toCondition(inner);
        if (flipped.kind === "netloc" || flipped.kind === "language") return { ...flipped, negated: !flipped.negated };
      }
      return fail(node, "NOT can only be shown in front of a netloc or language list (as NOT IN); write the opposite comparison instead");
    }
    case "in":
    case "compare":
      if (node.column === "netloc" || node.column === "language") {
        if (node.kind === "in") return { kind: node.column, negated: node.negated, values: strings(node, node.values) };
        if (node.op === "=" || node.op === "!=") return { kind: node.column, negated: node.op === "!=", values: strings(node, [node.value]) };
        return fail(node, `${node.column} can be compared only with =, != or IN lists in the visual editor`);
      }
      if (node.kind === "in") return fail(node, `IN lists are shown for netloc and language only, not for ${node.column}`);
      return compareCondition(node);
    case "between":
      if (node.negated) return fail(node, "NOT BETWEEN has no visual form; use two groups joined by OR");
      if ((DATE_COLUMNS as readonly string[]).includes(node.column)) {
        return { kind: "date", column: node.column as DateColumn, from: String(node.low), to: String(node.high) };
      }
      if ((COUNT_COLUMNS as readonly string[]).includes(node.column)) {
        return { kind: "count", column: node.column as CountColumn, min: String(node.low), max: String(node.high) };
      }
      return fail(node, `ranges are shown for dates and counts, not for ${node.column}`);
    case "contains":
      return { kind: "company", value: node.value };
    case "like":
      return fail(node, "LIKE patterns have no visual form");
    case "null":
      return fail(node, "IS NULL tests have no visual form");
    case "and":
    case "or":
      return fail(node, "groups can hold conditions only, not further groups (the visual editor shows two levels)");
  }
}

function compareCondition(node: Extract<FilterNode, { kind: "compare" }>): Condition {
  const { column, op, value } = node;
  if (column === "certain") {
    if (op !== "=" && op !== "!=") return fail(node, "certain is compared with = or != only");
    const truth = value === true || value === 1;
    return { kind: "certain", value: op === "=" ? truth : !truth };
  }
  if ((DATE_COLUMNS as readonly string[]).includes(column)) {
    const date = String(value);
    const col = column as DateColumn;
    if (op === ">=") return { kind: "date", column: col, from: date, to: "" };
    if (op === "<=") return { kind: "date", column: col, from: "", to: date };
    if (op === "=") return { kind: "date", column: col, from: date, to: date };
    return fail(node, `dates are shown as inclusive ranges; write >= or <= instead of ${op}`);
  }
  if ((COUNT_COLUMNS as readonly string[]).includes(column) && typeof value === "number" && Number.isInteger(value)) {
    const col = column as CountColumn;
    // Counts are whole numbers, so a strict bound is an inclusive one moved by one.
    if (op === ">=") return { kind: "count", column: col, min: String(value), max: "" };
    if (op === ">") return { kind: "count", column: col, min: String(value + 1), max: "" };
    if (op === "<=") return { kind: "count", column: col, min: "", max: String(value) };
    if (op === "<") return { kind: "count", column: col, min: "", max: String(value - 1) };
    if (op === "=") return { kind: "count", column: col, min: String(value), max: String(value) };
    return fail(node, `counts are shown as ranges; != has no visual form`);
  }
  return fail(node, `the visual editor has no condition on the column ${column}`);
}

function isGroupable(node: FilterNode): node is Extract<FilterNode, { kind: "and" | "or" }> {
  return node.kind === "and" || node.kind === "or";
}

export function nodeToVisual(where: FilterNode | null): FromTree {
  try {
    if (where === null) return { ok: true, visual: { join: "and", groups: [] } };
    if (!isGroupable(where)) return { ok: true, visual: { join: "and", groups: [{ join: "and", conditions: [toCondition(where)] }] } };
    if (where.items.every((item) => !isGroupable(item))) {
      return { ok: true, visual: { join: "and", groups: [{ join: where.kind, conditions: where.items.map(toCondition) }] } };
    }
    const groups = where.items.map((item): Group => {
      if (!isGroupable(item)) return { join: "and", conditions: [toCondition(item)] };
      return { join: item.kind, conditions: item.items.map(toCondition) };
    });
    return { ok: true, visual: { join: where.kind, groups } };
  } catch (error) {
    if (error instanceof NotRepresentable) return { ok: false, reason: error.message };
    throw error;
  }
}

/** The www. twin of a site name: example.com <-> www.example.com. */
export function wwwVariant(netloc: string): string {
  return netloc.startsWith("www.") ? netloc.slice(4) : `www.${netloc}`;
}
