/**
 * The `sql_filter` grammar of decisions.md §1, parsed into a tree that the
 * service translates into a predicate (never passed to a database as text)
 * and that the workbench's visual editor reads and writes.
 *
 *   filter    := SELECT loc FROM engine [WHERE expr] [;]
 *   expr      := and (OR and)*
 *   and       := unary (AND unary)*
 *   unary     := NOT unary | '(' expr ')' | predicate
 *   predicate := column cmp literal | column [NOT] IN '(' literal, ... ')'
 *              | column [NOT] BETWEEN literal AND literal | column [NOT] LIKE string
 *              | column IS [NOT] NULL | ARRAY_CONTAINS '(' companies ',' string ')'
 */
export const FILTER_COLUMNS = {
  loc: "text",
  netloc: "text",
  url_hash: "text",
  doc_hash: "text",
  published: "date",
  modified: "date",
  visited: "date",
  certain: "boolean",
  language: "text",
  stot: "integer",
  snum: "integer",
  words: "integer",
  chars: "integer",
  companies: "array",
} as const;
export type FilterColumn = keyof typeof FILTER_COLUMNS;

export type Literal = string | number | boolean;
export type Comparison = "=" | "!=" | "<" | "<=" | ">" | ">=";

export type FilterNode =
  | { kind: "and"; items: FilterNode[] }
  | { kind: "or"; items: FilterNode[] }
  | { kind: "not"; item: FilterNode }
  | { kind: "compare"; column: FilterColumn; op: Comparison; value: Literal }
  | { kind: "in"; column: FilterColumn; values: Literal[]; negated: boolean }
  | { kind: "between"; column: FilterColumn; low: Literal; high: Literal; negated: boolean }
  | { kind: "like"; column: FilterColumn; pattern: string; negated: boolean }
  | { kind: "null"; column: FilterColumn; negated: boolean }
  | { kind: "contains"; column: FilterColumn; value: string };

/** null: the filter selects everything (no WHERE). */
export type ParsedFilter = { ok: true; where: FilterNode | null } | { ok: false; error: string; position: number };

type Token =
  | { t: "word"; v: string; upper: string; pos: number }
  | { t: "string"; v: string; pos: number }
  | { t: "number"; v: number; pos: number }
  | { t: "punct"; v: string; pos: number }
  | { t: "end"; pos: number };

class FilterSyntaxError extends Error {
  constructor(message: string, readonly position: number) {
    super(message);
  }
}

const KEYWORDS = new Set(["SELECT", "FROM", "WHERE", "AND", "OR", "NOT", "IN", "BETWEEN", "LIKE", "IS", "NULL", "TRUE", "FALSE"]);
const FORBIDDEN = new Set(["PRAGMA", "ATTACH", "DETACH", "INSERT", "UPDATE", "DELETE", "DROP", "CREATE", "ALTER", "UNION", "JOIN", "WITH", "EXISTS", "VACUUM", "REPLACE", "GROUP", "ORDER", "LIMIT", "HAVING", "INTO"]);

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) {
      i++;
    } else if (c === "-" && text[i + 1] === "-") {
      throw new FilterSyntaxError("comments are not allowed in sql_filter", i);
    } else if (c === "/" && text[i + 1] === "*") {
      throw new FilterSyntaxError("comments are not allowed in sql_filter", i);
    } else if (c === "'") {
      let value = "";
      let j = i + 1;
      for (;;) {
        if (j >= text.length) throw new FilterSyntaxError("a string literal is not closed", i);
        if (text[j] === "'") {
          if (text[j + 1] === "'") {
            value += "'";
            j += 2;
            continue;
          }
          break;
        }
        value += text[j];
        j++;
      }
      tokens.push({ t: "string", v: value, pos: i });
      i = j + 1;
    } else if (c === '"') {
      throw new FilterSyntaxError('double quotes are not allowed; write strings in single quotes and columns bare', i);
    } else if (/[0-9]/.test(c) || (c === "-" && /[0-9]/.test(text[i + 1] ?? ""))) {
      const m = /^-?\d+(\.\d+)?/.exec(text.slice(i))!;
      tokens.push({ t: "number", v: Number(m[0]), pos: i });
      i += m[0].length;
    } else if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i))!;
      tokens.push({ t: "word", v: m[0], upper: m[0].toUpperCase(), pos: i });
      i += m[0].length;
    } else {
      const two = text.slice(i, i + 2);
      if (["<=", ">=", "!=", "<>"].includes(two)) {
        tokens.push({ t: "punct", v: two === "<>" ? "!=" : two, pos: i });
        i += 2;
      } else if ("=<>(),;*".includes(c)) {
        tokens.push({ t: "punct", v: c, pos: i });
        i++;
      } else {
        throw new FilterSyntaxError(`unexpected character '${c}'`, i);
      }
    }
  }
  tokens.push({ t: "end", pos: text.length });
  return tokens;
}

function describe(token: Token): string {
  switch (token.t) {
    case "end":
      return "the end of the filter";
    case "string":
      return `'${token.v}'`;
    default:
      return `'${token.v}'`;
  }
}

class Parser {
  private i = 0;
  constructor(private readonly tokens: Token[]) {}

  private peek(): Token {
    return this.tokens[this.i]!;
  }
  private next(): Token {
    return this.tokens[this.i++]!;
  }
  private isWord(upper: string): boolean {
    const t = this.peek();
    return t.t === "word" && t.upper === upper;
  }
  private isPunct(v: string): boolean {
    const t = this.peek();
    return t.t === "punct" && t.v === v;
  }
  private expectWord(upper: string, what: string): void {
    const t = this.next();
    if (t.t !== "word" || t.upper !== upper) throw new FilterSyntaxError(`expected ${what} but found ${describe(t)}`, t.pos);
  }
  private expectPunct(v: string): void {
    const t = this.next();
    if (t.t !== "punct" || t.v !== v) throw new FilterSyntaxError(`expected '${v}' but found ${describe(t)}`, t.pos);
  }

  parse(): FilterNode | null {
    this.expectWord("SELECT", "SELECT");
    const selected = this.next();
    if (selected.t === "punct" && selected.v === "(") throw new FilterSyntaxError("subqueries are not allowed", selected.pos);
    if (selected.t !== "word" || selected.v.toLowerCase() !== "loc") {
      throw new FilterSyntaxError(`the filter must select the column loc (SELECT loc FROM engine), not ${describe(selected)}`, selected.pos);
    }
    if (this.isPunct(",")) throw new FilterSyntaxError("the filter must select only the column loc", this.peek().pos);
    this.expectWord("FROM", "FROM");
    const table = this.next();
    if (table.t === "punct" && table.v === "(") throw new FilterSyntaxError("subqueries are not allowed", table.pos);
    if (table.t !== "word" || table.v.toLowerCase() !== "engine") {
      throw new FilterSyntaxError(`the only table is engine, not ${describe(table)}`, table.pos);
    }
    let where: FilterNode | null = null;
    if (this.isWord("WHERE")) {
      this.next();
      where = this.expr();
    }
    if (this.isPunct(";")) {
      this.next();
      if (this.peek().t !== "end") throw new FilterSyntaxError("only one statement is allowed", this.peek().pos);
    }
    const rest = this.peek();
    if (rest.t !== "end") {
      if (rest.t === "word" && FORBIDDEN.has(rest.upper)) throw new FilterSyntaxError(`${rest.upper} is not allowed in sql_filter`, rest.pos);
      throw new FilterSyntaxError(`unexpected ${describe(rest)}`, rest.pos);
    }
    return where;
  }

  private expr(): FilterNode {
    const items = [this.and()];
    while (this.isWord("OR")) {
      this.next();
      items.push(this.and());
    }
    return items.length === 1 ? items[0]! : { kind: "or", items };
  }

  private and(): FilterNode {
    const items = [this.unary()];
    while (this.isWord("AND")) {
      this.next();
      items.push(this.unary());
    }
    return items.length === 1 ? items[0]! : { kind: "and", items };
  }

  private unary(): FilterNode {
    if (this.isWord("NOT")) {
      this.next();
      return { kind: "not", item: this.unary() };
    }
    if (this.isPunct("(")) {
      const open = this.next();
      if (this.isWord("SELECT")) throw new FilterSyntaxError("subqueries are not allowed", this.peek().pos);
      const inner = this.expr();
      const close = this.next();
      if (close.t !== "punct" || close.v !== ")") throw new FilterSyntaxError(`the parenthesis opened at position ${open.pos} is not closed (found ${describe(close)})`, close.pos);
      return inner;
    }
    return this.predicate();
  }

  private column(): FilterColumn {
    const t = this.next();
    if (t.t !== "word") throw new FilterSyntaxError(`expected a column but found ${describe(t)}`, t.pos);
    if (t.upper === "SELECT") throw new FilterSyntaxError("subqueries are not allowed", t.pos);
    if (FORBIDDEN.has(t.upper)) throw new FilterSyntaxError(`${t.upper} is not allowed in sql_filter`, t.pos);
    const name = t.v.toLowerCase();
    if (!(name in FILTER_COLUMNS)) {
      throw new FilterSyntaxError(`unknown column '${t.v}'; the columns are ${Object.keys(FILTER_COLUMNS).join(", ")}`, t.pos);
    }
    return name as FilterColumn;
  }

  private literal(column: FilterColumn): Literal {
    const t = this.next();
    const type = FILTER_COLUMNS[column];
    if (t.t === "punct" && t.v === "(" && this.isWord("SELECT")) throw new FilterSyntaxError("subqueries are not allowed", t.pos);
    let value: Literal;
    if (t.t === "string") value = t.v;
    else if (t.t === "number") value = t.v;
    else if (t.t === "word" && (t.upper === "TRUE" || t.upper === "FALSE")) value = t.upper === "TRUE";
    else if (t.t === "word" && !KEYWORDS.has(t.upper)) throw new FilterSyntaxError(`functions and column references are not allowed as values; found ${describe(t)}`, t.pos);
    else throw new FilterSyntaxError(`expected a value but found ${describe(t)}`, t.pos);
    const ok =
      (type === "integer" && typeof value === "number") ||
      (type === "boolean" && (typeof value === "boolean" || value === 0 || value === 1)) ||
      ((type === "text" || type === "date") && typeof value === "string");
    if (!ok) throw new FilterSyntaxError(`column ${column} holds ${type === "date" ? "YYYY-MM-DD dates" : `${type} values`}; ${describe(t)} does not fit`, t.pos);
    if (type === "date" && !/^\d{4}(-\d{2}(-\d{2})?)?$/.test(String(value))) {
      throw new FilterSyntaxError(`column ${column} holds YYYY-MM-DD dates; ${describe(t)} is not one`, t.pos);
    }
    return value;
  }

  private predicate(): FilterNode {
    const start = this.peek();
    if (start.t === "word" && start.upper === "ARRAY_CONTAINS") {
      this.next();
      this.expectPunct("(");
      const column = this.column();
      if (FILTER_COLUMNS[column] !== "array") throw new FilterSyntaxError(`ARRAY_CONTAINS works on companies, not ${column}`, start.pos);
      this.expectPunct(",");
      const value = this.next();
      if (value.t !== "string") throw new FilterSyntaxError(`ARRAY_CONTAINS takes a string, found ${describe(value)}`, value.pos);
      this.expectPunct(")");
      return { kind: "contains", column, value: value.v };
    }
    if (start.t === "word" && this.tokens[this.i + 1]?.t === "punct" && (this.tokens[this.i + 1] as { v: string }).v === "(" && !(start.v.toLowerCase() in FILTER_COLUMNS)) {
      throw new FilterSyntaxError(`function ${start.v} is not allowed; the only function is ARRAY_CONTAINS`, start.pos);
    }
    const column = this.column();
    if (FILTER_COLUMNS[column] === "array") throw new FilterSyntaxError("test companies with ARRAY_CONTAINS(companies, 'name')", start.pos);
    let negated = false;
    if (this.isWord("IS")) {
      this.next();
      if (this.isWord("NOT")) {
        this.next();
        negated = true;
      }
      this.expectWord("NULL", "NULL");
      return { kind: "null", column, negated };
    }
    if (this.isWord("NOT")) {
      this.next();
      negated = true;
    }
    if (this.isWord("IN")) {
      this.next();
      this.expectPunct("(");
      if (this.isWord("SELECT")) throw new FilterSyntaxError("subqueries are not allowed", this.peek().pos);
      const values = [this.literal(column)];
      while (this.isPunct(",")) {
        this.next();
        values.push(this.literal(column));
      }
      this.expectPunct(")");
      return { kind: "in", column, values, negated };
    }
    if (this.isWord("BETWEEN")) {
      this.next();
      const low = this.literal(column);
      this.expectWord("AND", "AND");
      const high = this.literal(column);
      return { kind: "between", column, low, high, negated };
    }
    if (this.isWord("LIKE")) {
      this.next();
      const pattern = this.next();
      if (pattern.t !== "string") throw new FilterSyntaxError(`LIKE takes a string pattern, found ${describe(pattern)}`, pattern.pos);
      return { kind: "like", column, pattern: pattern.v, negated };
    }
    if (negated) throw new FilterSyntaxError(`expected IN, BETWEEN or LIKE after NOT, found ${describe(this.peek())}`, this.peek().pos);
    const op = this.next();
    if (op.t !== "punct" || !["=", "!=", "<", "<=", ">", ">="].includes(op.v)) {
      throw new FilterSyntaxError(`expected a comparison (=, !=, <>, <, <=, >, >=), IN, BETWEEN, LIKE or IS after ${column}, found ${describe(op)}`, op.pos);
    }
    return { kind: "compare", column, op: op.v as Comparison, value: this.literal(column) };
  }
}

/** Parses an sql_filter; the error says what is wrong and at which character. */
export function parseSqlFilter(text: string): ParsedFilter {
  try {
    return { ok: true, where: new Parser(tokenize(text)).parse() };
  } catch (error) {
    if (error instanceof FilterSyntaxError) return { ok: false, error: error.message, position: error.position };
    throw error;
  }
}

function literalSql(value: Literal): string {
  if (typeof value === "string") return `'${value.replace(/'/g, "''")}'`;
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  return String(value);
}

function nodeSql(node: FilterNode, parent: "and" | "or" | "not" | null): string {
  switch (node.kind) {
    case "and": {
      const text = node.items.map((n) => nodeSql(n, "and")).join(" AND ");
      return parent === "not" ? `(${text})` : text;
    }
    case "or": {
      const text = node.items.map((n) => nodeSql(n, "or")).join(" OR ");
      return parent === "and" || parent === "not" ? `(${text})` : text;
    }
    case "not":
      return `NOT ${nodeSql(node.item, "not")}`;
    case "compare":
      return `${node.column} ${node.op} ${literalSql(node.value)}`;
    case "in":
      return `${node.column} ${node.negated ? "NOT IN" : "IN"} (${node.values.map(literalSql).join(", ")})`;
    case "between":
      return `${node.column} ${node.negated ? "NOT BETWEEN" : "BETWEEN"} ${literalSql(node.low)} AND ${literalSql(node.high)}`;
    case "like":
      return `${node.column} ${node.negated ? "NOT LIKE" : "LIKE"} ${literalSql(node.pattern)}`;
    case "null":
      return `${node.column} IS ${node.negated ? "NOT NULL" : "NULL"}`;
    case "contains":
      return `ARRAY_CONTAINS(${node.column}, ${literalSql(node.value)})`;
  }
}

/** Writes a tree back as filter text (the visual editor's output). */
export function formatSqlFilter(where: FilterNode | null): string {
  return where ? `SELECT loc FROM engine WHERE ${nodeSql(where, null)}` : "SELECT loc FROM engine";
}

export type FilterRow = {
  [K in FilterColumn]: (typeof FILTER_COLUMNS)[K] extends "array" ? readonly string[] : (typeof FILTER_COLUMNS)[K] extends "integer" ? number | null : (typeof FILTER_COLUMNS)[K] extends "boolean" ? boolean | null : string | null;
};

function likeToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/%/g, ".*").replace(/_/g, ".");
  return new RegExp(`^${escaped}$`, "is");
}

function compareValues(a: string | number | boolean, b: Literal): number {
  if (typeof a === "boolean" || typeof b === "boolean") return Number(a) - Number(b);
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
}

/**
 * Translates the tree into a predicate over a row. SQL's three-valued logic
 * is kept where it matters: a comparison with a null column is not true.
 */
export function compileSqlFilter(where: FilterNode | null): (row: FilterRow) => boolean {
  if (!where) return () => true;
  const compile = (node: FilterNode): ((row: FilterRow) => boolean) => {
    switch (node.kind) {
      case "and": {
        const parts = node.items.map(compile);
        return (row) => parts.every((p) => p(row));
      }
      case "or": {
        const parts = node.items.map(compile);
        return (row) => parts.some((p) => p(row));
      }
      case "not": {
        const inner = compile(node.item);
        return (row) => !inner(row);
      }
      case "compare":
        return (row) => {
          const v = row[node.column] as string | number | boolean | null;
          if (v === null || v === undefined) return false;
          const c = compareValues(v, node.value);
          switch (node.op) {
            case "=": return c === 0;
            case "!=": return c !== 0;
            case "<": return c < 0;
            case "<=": return c <= 0;
            case ">": return c > 0;
            case ">=": return c >= 0;
          }
        };
      case "in":
        return (row) => {
          const v = row[node.column] as string | number | boolean | null;
          if (v === null || v === undefined) return false;
          return node.values.some((x) => compareValues(v, x) === 0) !== node.negated;
        };
      case "between":
        return (row) => {
          const v = row[node.column] as string | number | boolean | null;
          if (v === null || v === undefined) return false;
          return (compareValues(v, node.low) >= 0 && compareValues(v, node.high) <= 0) !== node.negated;
        };
      case "like": {
        const re = likeToRegExp(node.pattern);
        return (row) => {
          const v = row[node.column];
          if (v === null || v === undefined) return false;
          return re.test(String(v)) !== node.negated;
        };
      }
      case "null":
        return (row) => (row[node.column] === null || row[node.column] === undefined) !== node.negated;
      case "contains": {
        const wanted = node.value.toLowerCase();
        return (row) => (row.companies ?? []).some((c) => c.toLowerCase() === wanted);
      }
    }
  };
  return compile(where);
}
