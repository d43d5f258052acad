import { LIMITS, parseSqlFilter, validate, type ValidationErrorItem } from "../../../contract";
import { fieldsOf, OPERATIONS, type FieldSpec, type Operation } from "./operations";
import { isEmpty, type FieldValue, type SearchState } from "./state";

/**
 * A typed value goes out as the number it spells; anything else goes out as
 * typed, so the contract (here or at the service) names the problem.
 */
function outgoing(spec: FieldSpec, value: FieldValue): unknown {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  if (spec.kind === "integer") return /^-?\d+$/.test(trimmed) ? Number(trimmed) : value;
  if (spec.kind === "number") return trimmed !== "" && Number.isFinite(Number(trimmed)) ? Number(trimmed) : value;
  if (spec.kind === "json") {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }
  return value;
}

/** The body the query builder sends: the operation's fields the user set, nothing else. */
export function buildBody(state: SearchState): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(fieldsOf(state.op))) {
    const value = state.values[name];
    if (value === undefined || isEmpty(spec, value)) continue;
    body[name] = outgoing(spec, value);
  }
  return body;
}

/**
 * What the service would refuse, found before sending: the contract's schema
 * for the operation, and the sql_filter grammar the service parses with. The
 * items have the shape of a 422's `detail`, so both are shown the same way.
 */
export function checkBody(op: Operation, body: Record<string, unknown>): ValidationErrorItem[] {
  const result = validate(OPERATIONS[op].schema, body);
  const detail = result.ok ? [] : [...result.detail];
  const sql = body.sql_filter;
  if (typeof sql === "string" && sql.length <= LIMITS.sqlFilter.maxLength) {
    const parsed = parseSqlFilter(sql);
    if (!parsed.ok) {
      detail.push({
        loc: ["body", "sql_filter"],
        type: "value_error",
        msg: `Value error, sql_filter: ${parsed.error} (at character ${parsed.position})`,
        input: sql,
        ctx: { error: parsed.error, position: parsed.position },
      });
    }
  }
  return detail;
}

/** The form field a detail item names: `body.<field>...` gives the field, anything else its source ("header.api-key"). */
export function fieldOfLoc(loc: readonly (string | number)[]): string {
  if (loc[0] === "body" && typeof loc[1] === "string") return loc[1];
  return loc.join(".");
}

export function detailByField(detail: readonly ValidationErrorItem[]): Map<string, ValidationErrorItem[]> {
  const byField = new Map<string, ValidationErrorItem[]>();
  for (const item of detail) {
    const field = fieldOfLoc(item.loc);
    byField.set(field, [...(byField.get(field) ?? []), item]);
  }
  return byField;
}

/** A detail item as one line for a person: which item of a list, and the message. */
export function describeItem(item: ValidationErrorItem): string {
  const index = item.loc[0] === "body" && typeof item.loc[2] === "number" ? `item ${item.loc[2] + 1}: ` : "";
  return `${index}${item.msg}`;
}
