import { allFields, fieldsOf, type FieldSpec, type Operation } from "./operations";

/**
 * The query builder's state: the operation and one raw value per field name,
 * shared by every operation that takes the field, so switching operation
 * keeps what the two share. Numbers are held as typed (strings) so that a
 * value out of bounds stays visible and is reported, not silently fixed.
 */
export type FieldValue = string | boolean | string[] | null;

export interface SearchState {
  op: Operation;
  values: Record<string, FieldValue>;
}

/** The value a field has when the user has not touched it; it is never sent. */
export function emptyValue(spec: FieldSpec): FieldValue {
  switch (spec.kind) {
    case "boolean":
      return typeof spec.default === "boolean" ? spec.default : false;
    case "list":
      return [];
    case "enum":
      return null;
    default:
      return "";
  }
}

export function isEmpty(spec: FieldSpec, value: FieldValue | undefined): boolean {
  if (value === undefined) return true;
  const empty = emptyValue(spec);
  if (Array.isArray(value)) return value.length === 0;
  return value === empty;
}

export function initialState(op: Operation = "fast"): SearchState {
  const values: Record<string, FieldValue> = {};
  for (const [name, spec] of Object.entries(allFields())) values[name] = emptyValue(spec);
  return { op, values };
}

export function textValue(state: SearchState, field: string): string {
  const value = state.values[field];
  return typeof value === "string" ? value : "";
}

export function listValue(state: SearchState, field: string): string[] {
  const value = state.values[field];
  return Array.isArray(value) ? value : [];
}

export function enumValue(state: SearchState, field: string): string | null {
  const value = state.values[field];
  return typeof value === "string" ? value : null;
}

export function boolValue(state: SearchState, field: string): boolean {
  return state.values[field] === true;
}

export function withValues(state: SearchState, changes: Record<string, FieldValue>): SearchState {
  return { ...state, values: { ...state.values, ...changes } };
}

/** The fields of the current operation the user has set (what the request will carry). */
export function setFields(state: SearchState): string[] {
  const specs = fieldsOf(state.op);
  return Object.keys(specs).filter((name) => !isEmpty(specs[name]!, state.values[name]));
}
