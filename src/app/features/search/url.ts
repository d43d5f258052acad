import { allFields, isOperation } from "./operations";
import { emptyValue, initialState, isEmpty, type FieldValue, type SearchState } from "./state";

/**
 * The only place that writes and reads the search page's query string. Every
 * field keeps its interface name; lists repeat their key; untouched fields are
 * left out, so a shared link reads like the request it stands for.
 */
export function encodeSearchState(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.op !== initialState().op) params.set("op", state.op);
  for (const [name, spec] of Object.entries(allFields())) {
    const value = state.values[name];
    if (isEmpty(spec, value)) continue;
    if (Array.isArray(value)) for (const item of value) params.append(name, item);
    else if (typeof value === "boolean") params.set(name, value ? "true" : "false");
    else if (value !== null && value !== undefined) params.set(name, value);
  }
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
}

export function decodeSearchState(search: string): SearchState {
  const params = new URLSearchParams(search);
  const op = params.get("op");
  const state = initialState(isOperation(op) ? op : undefined);
  for (const [name, spec] of Object.entries(allFields())) {
    if (!params.has(name)) continue;
    let value: FieldValue;
    switch (spec.kind) {
      case "list":
        value = params.getAll(name);
        break;
      case "boolean": {
        const raw = params.get(name);
        value = raw === "true" ? true : raw === "false" ? false : emptyValue(spec);
        break;
      }
      case "enum":
        value = params.get(name) || null;
        break;
      default:
        value = params.get(name) ?? "";
    }
    state.values[name] = value;
  }
  return state;
}
