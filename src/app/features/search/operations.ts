import { z } from "zod";
import {
  agentSearchRequestSchema,
  bulkSearchRequestSchema,
  fastSearchRequestSchema,
  richSearchRequestSchema,
  timeSearchRequestSchema,
  type RouteId,
} from "../../../contract";

/**
 * The five searches the query builder sends, each with its route and its
 * contract schema. Everything the form knows about a field (which operations
 * take it, its bounds, its default, its choices) is read from these schemas,
 * so no bound is written here.
 */
export const OPERATIONS = {
  fast: { label: "Fast search", routeId: "fastSearch", schema: fastSearchRequestSchema, delivery: "inline" },
  rich: { label: "Rich search", routeId: "richSearch", schema: richSearchRequestSchema, delivery: "inline" },
  agent: { label: "Agent search", routeId: "search", schema: agentSearchRequestSchema, delivery: "inline" },
  bulk: { label: "Bulk search", routeId: "bulkSearch", schema: bulkSearchRequestSchema, delivery: "file" },
  time: { label: "Time search", routeId: "timeSearch", schema: timeSearchRequestSchema, delivery: "file" },
} as const satisfies Record<string, { label: string; routeId: RouteId; schema: z.ZodType; delivery: "inline" | "file" }>;

export type Operation = keyof typeof OPERATIONS;
export const OPERATION_IDS = Object.keys(OPERATIONS) as Operation[];

export function isOperation(value: string | null): value is Operation {
  return value !== null && Object.hasOwn(OPERATIONS, value);
}

/** How the form holds and edits a field. */
export type FieldKind = "text" | "integer" | "number" | "boolean" | "list" | "enum" | "json";

export interface FieldSpec {
  name: string;
  kind: FieldKind;
  required: boolean;
  nullable: boolean;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  /** Length bounds of each item of a list. */
  itemMinLength?: number;
  itemMaxLength?: number;
  options?: readonly string[];
  pattern?: string;
}

interface JsonSchemaNode {
  type?: string;
  enum?: string[];
  anyOf?: JsonSchemaNode[];
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  pattern?: string;
  items?: JsonSchemaNode;
}

function specOf(name: string, node: JsonSchemaNode, required: boolean): FieldSpec {
  const nonNull = node.anyOf?.find((n) => n.type !== "null") ?? node;
  const nullable = node.anyOf?.some((n) => n.type === "null") ?? false;
  const kind: FieldKind = nonNull.enum
    ? "enum"
    : nonNull.type === "integer"
      ? "integer"
      : nonNull.type === "number"
        ? "number"
        : nonNull.type === "boolean"
          ? "boolean"
          : nonNull.type === "array"
            ? "list"
            : nonNull.type === "string"
              ? "text"
              : "json";
  const spec: FieldSpec = { name, kind, required, nullable };
  if ("default" in node) spec.default = node.default;
  if (nonNull.minLength !== undefined) spec.minLength = nonNull.minLength;
  if (nonNull.maxLength !== undefined) spec.maxLength = nonNull.maxLength;
  if (nonNull.minimum !== undefined) spec.minimum = nonNull.minimum;
  if (nonNull.maximum !== undefined) spec.maximum = nonNull.maximum;
  if (nonNull.maxItems !== undefined) spec.maxItems = nonNull.maxItems;
  if (nonNull.items?.minLength !== undefined) spec.itemMinLength = nonNull.items.minLength;
  if (nonNull.items?.maxLength !== undefined) spec.itemMaxLength = nonNull.items.maxLength;
  if (nonNull.enum) spec.options = nonNull.enum;
  if (nonNull.pattern !== undefined) spec.pattern = nonNull.pattern;
  return spec;
}

const cache = new Map<Operation, Record<string, FieldSpec>>();

/** The fields of an operation's request, in the contract's order, with their bounds. */
export function fieldsOf(operation: Operation): Record<string, FieldSpec> {
  let fields = cache.get(operation);
  if (!fields) {
    const json = z.toJSONSchema(OPERATIONS[operation].schema, { io: "input", unrepresentable: "any" }) as {
      properties: Record<string, JsonSchemaNode>;
      required?: string[];
    };
    const required = new Set(json.required ?? []);
    fields = Object.fromEntries(Object.entries(json.properties).map(([name, node]) => [name, specOf(name, node, required.has(name))]));
    cache.set(operation, fields);
  }
  return fields;
}

/** Whether an operation takes a field. */
export function takes(operation: Operation, field: string): boolean {
  return Object.hasOwn(fieldsOf(operation), field);
}

/** Every field any operation takes, each with the spec of the first operation that has it. */
export function allFields(): Record<string, FieldSpec> {
  const all: Record<string, FieldSpec> = {};
  for (const op of OPERATION_IDS) for (const [name, spec] of Object.entries(fieldsOf(op))) all[name] ??= spec;
  return all;
}
