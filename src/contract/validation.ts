import { z } from "zod";

/**
 * One item of a 422 `detail` array, shaped and named as pydantic v2 (the
 * validation library of the real service) reports it, so that a client written
 * against the real service reads our errors unchanged (decisions.md §1).
 */
export const validationErrorItemSchema = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
  input: z.unknown().optional(),
  ctx: z.record(z.string(), z.unknown()).optional(),
});
export type ValidationErrorItem = z.infer<typeof validationErrorItemSchema>;

export const validationErrorBodySchema = z.object({
  detail: z.array(validationErrorItemSchema),
});
export type ValidationErrorBody = z.infer<typeof validationErrorBodySchema>;

/** Where a validated value came from: the first element of every `loc`. */
export type ValidationSource = "body" | "query" | "header" | "path";

/**
 * A refinement that wants a specific pydantic type (for example
 * `string_pattern_mismatch`, or `value_error` for an sql_filter) passes it in
 * the custom issue's params; `toValidationDetail` uses it as it is.
 */
export interface PydanticIssueParams {
  type: string;
  msg: string;
  ctx?: Record<string, unknown>;
}

export function pydanticIssue(params: PydanticIssueParams): { params: PydanticIssueParams; message: string } {
  return { params, message: params.msg };
}

type Path = readonly PropertyKey[];

function valueAt(root: unknown, path: Path): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

function quoteList(values: readonly unknown[]): string {
  const quoted = values.map((v) => (typeof v === "string" ? `'${v}'` : String(v)));
  if (quoted.length <= 1) return quoted.join("");
  return `${quoted.slice(0, -1).join(", ")} or ${quoted[quoted.length - 1]}`;
}

/**
 * zod reports a string given to an integer field as "expected number"; the
 * contract's integers carry this message so the 422 can say int_parsing.
 */
export const INT_TYPE_MESSAGE = "Input should be a valid integer";

function typeError(expected: string, input: unknown): Pick<ValidationErrorItem, "type" | "msg"> {
  switch (expected) {
    case "string":
      return { type: "string_type", msg: "Input should be a valid string" };
    case "int":
      return typeof input === "number" && Number.isFinite(input)
        ? { type: "int_from_float", msg: "Input should be a valid integer, got a number with a fractional part" }
        : { type: "int_parsing", msg: "Input should be a valid integer" };
    case "number":
      return { type: "float_parsing", msg: "Input should be a valid number" };
    case "boolean":
      return { type: "bool_parsing", msg: "Input should be a valid boolean" };
    case "array":
      return { type: "list_type", msg: "Input should be a valid list" };
    case "object":
    case "record":
      return {
        type: "model_attributes_type",
        msg: "Input should be a valid dictionary or object to extract fields from",
      };
    default:
      return { type: `${expected}_type`, msg: `Input should be a valid ${expected}` };
  }
}

function itemFor(issue: z.core.$ZodIssue, root: unknown, source: ValidationSource): ValidationErrorItem[] {
  const loc: (string | number)[] = [source, ...issue.path.map((p) => (typeof p === "number" ? p : String(p)))];
  const input = valueAt(root, issue.path);
  switch (issue.code) {
    case "invalid_type": {
      if (input === undefined) {
        return [{ loc, msg: "Field required", type: "missing", input: valueAt(root, issue.path.slice(0, -1)) ?? {} }];
      }
      const expected = issue.message === INT_TYPE_MESSAGE ? "int" : issue.expected;
      return [{ loc, ...typeError(expected, input), input }];
    }
    case "too_small": {
      const min = Number(issue.minimum);
      if (issue.origin === "string") {
        return [{ loc, type: "string_too_short", msg: `String should have at least ${plural(min, "character")}`, input, ctx: { min_length: min } }];
      }
      if (issue.origin === "array" || issue.origin === "set") {
        const actual = Array.isArray(input) ? input.length : 0;
        return [{
          loc, type: "too_short", input,
          msg: `List should have at least ${plural(min, "item")} after validation, not ${actual}`,
          ctx: { field_type: "List", min_length: min, actual_length: actual },
        }];
      }
      return issue.inclusive
        ? [{ loc, type: "greater_than_equal", msg: `Input should be greater than or equal to ${min}`, input, ctx: { ge: min } }]
        : [{ loc, type: "greater_than", msg: `Input should be greater than ${min}`, input, ctx: { gt: min } }];
    }
    case "too_big": {
      const max = Number(issue.maximum);
      if (issue.origin === "string") {
        return [{ loc, type: "string_too_long", msg: `String should have at most ${plural(max, "character")}`, input, ctx: { max_length: max } }];
      }
      if (issue.origin === "array" || issue.origin === "set") {
        const actual = Array.isArray(input) ? input.length : 0;
        return [{
          loc, type: "too_long", input,
          msg: `List should have at most ${plural(max, "item")} after validation, not ${actual}`,
          ctx: { field_type: "List", max_length: max, actual_length: actual },
        }];
      }
      return issue.inclusive
        ? [{ loc, type: "less_than_equal", msg: `Input should be less than or equal to ${max}`, input, ctx: { le: max } }]
        : [{ loc, type: "less_than", msg: `Input should be less than ${max}`, input, ctx: { lt: max } }];
    }
    case "invalid_value": {
      const expected = quoteList(issue.values);
      return [{ loc, type: "enum", msg: `Input should be ${expected}`, input, ctx: { expected } }];
    }
    case "unrecognized_keys":
      return issue.keys.map((key) => ({
        loc: [...loc, key],
        type: "extra_forbidden",
        msg: "Extra inputs are not permitted",
        input: valueAt(input, [key]),
      }));
    case "invalid_format": {
      if (issue.format === "regex" && "pattern" in issue) {
        const pattern = String(issue.pattern).replace(/^\/(.*)\/[a-z]*$/, "$1");
        return [{ loc, type: "string_pattern_mismatch", msg: `String should match pattern '${pattern}'`, input, ctx: { pattern } }];
      }
      return [{ loc, type: "value_error", msg: `Value error, ${issue.message}`, input, ctx: { error: issue.message } }];
    }
    case "custom": {
      const params = issue.params as PydanticIssueParams | undefined;
      if (params?.type) {
        const item: ValidationErrorItem = { loc, type: params.type, msg: params.msg, input };
        if (params.ctx) item.ctx = params.ctx;
        return [item];
      }
      return [{ loc, type: "value_error", msg: `Value error, ${issue.message}`, input, ctx: { error: issue.message } }];
    }
    case "invalid_union": {
      // Nullable enums and similar unions: report the first branch's problem.
      const first = issue.errors[0];
      if (first && first.length > 0) {
        return first.flatMap((inner) => itemFor({ ...inner, path: [...issue.path, ...inner.path] } as z.core.$ZodIssue, root, source));
      }
      return [{ loc, type: "value_error", msg: `Value error, ${issue.message}`, input, ctx: { error: issue.message } }];
    }
    default:
      return [{ loc, type: "value_error", msg: `Value error, ${issue.message}`, input, ctx: { error: issue.message } }];
  }
}

/** Turns zod issues into the 422 `detail` array, every violation listed. */
export function toValidationDetail(
  issues: readonly z.core.$ZodIssue[],
  root: unknown,
  source: ValidationSource = "body",
): ValidationErrorItem[] {
  return issues.flatMap((issue) => itemFor(issue, root, source));
}

export type Validated<T> = { ok: true; value: T } | { ok: false; detail: ValidationErrorItem[] };

/** Validates one part of a request and answers either the value or its 422 detail. */
export function validate<S extends z.ZodType>(schema: S, input: unknown, source: ValidationSource = "body"): Validated<z.output<S>> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, detail: toValidationDetail(result.error.issues, input, source) };
}

/** The detail item for a body that is not JSON at all, as pydantic words it. */
export function jsonInvalidDetail(position: number, error: string): ValidationErrorItem {
  return { loc: ["body", position], msg: "JSON decode error", type: "json_invalid", input: {}, ctx: { error } };
}
