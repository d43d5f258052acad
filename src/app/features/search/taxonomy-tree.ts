import {
  GICS_INDUSTRIES,
  GICS_INDUSTRY_GROUPS,
  GICS_NODES,
  GICS_SECTORS,
  GICS_SUB_INDUSTRIES,
  IAB_NODES,
  IAB_TIER_1,
  IAB_TIER_2,
  IAB_TIER_3,
  IAB_TIER_4,
  type EnumFilterField,
} from "../../../contract";

/**
 * A taxonomy as the filter form uses it: levels that are request fields
 * (sector, industry_group, ...), nodes named with the enum's own spelling.
 * Picking a node sets its ancestors and clears what lies below it; a picked
 * node narrows the choices to its subtree.
 */
export interface TreeNode {
  id: string;
  name: string;
  depth: number;
  parent: string | null;
  /** Ancestor names, root first. */
  path: string[];
}

export interface Taxonomy {
  label: string;
  fields: readonly EnumFilterField[];
  nodes: readonly TreeNode[];
  byId: ReadonlyMap<string, TreeNode>;
  children: ReadonlyMap<string | null, readonly TreeNode[]>;
}

interface SourceNode {
  id: string;
  depth: number;
  name: string;
  parent: string | null;
}

/**
 * Builds the tree from the standard's nodes and the interface's enums. The
 * enums win: a node is renamed to the enum's spelling when they differ only in
 * case, and an enum value the standard does not place gets a node of its own
 * at its level, with no parent.
 */
export function buildTaxonomy(label: string, fields: readonly EnumFilterField[], levels: readonly (readonly string[])[], source: readonly SourceNode[]): Taxonomy {
  const spellings = levels.map((values) => new Map(values.map((v) => [v.toLowerCase(), v])));
  const placed = levels.map(() => new Set<string>());
  const raw: SourceNode[] = [];
  for (const node of source) {
    const name = spellings[node.depth]?.get(node.name.toLowerCase());
    if (name === undefined) continue;
    placed[node.depth]!.add(name);
    raw.push({ ...node, name });
  }
  levels.forEach((values, depth) => {
    for (const value of values) if (!placed[depth]!.has(value)) raw.push({ id: `${fields[depth]}:${value}`, depth, name: value, parent: null });
  });
  const rawById = new Map(raw.map((n) => [n.id, n]));
  const pathOf = (node: SourceNode): string[] => {
    const path: string[] = [];
    for (let p = node.parent ? rawById.get(node.parent) : undefined; p; p = p.parent ? rawById.get(p.parent) : undefined) path.unshift(p.name);
    return path;
  };
  const nodes = raw.map((n) => ({ ...n, parent: n.parent && rawById.has(n.parent) ? n.parent : null, path: pathOf(n) }));
  const children = new Map<string | null, TreeNode[]>();
  for (const node of nodes) children.set(node.parent, [...(children.get(node.parent) ?? []), node]);
  return { label, fields, nodes, byId: new Map(nodes.map((n) => [n.id, n])), children };
}

/** The selected node of each level, following the chain from the root; a value that does not fit the chain is reported as such. */
export function selectedChain(tree: Taxonomy, values: readonly (string | null)[]): { nodes: (TreeNode | null)[]; deepest: TreeNode | null } {
  const nodes: (TreeNode | null)[] = [];
  let parent: TreeNode | null = null;
  for (let depth = 0; depth < tree.fields.length; depth++) {
    const value = values[depth] ?? null;
    if (value === null) {
      nodes.push(null);
      continue;
    }
    const candidates = tree.nodes.filter((n) => n.depth === depth && n.name === value);
    const match: TreeNode | null = candidates.find((n) => parent === null || isDescendant(tree, n, parent)) ?? candidates[0] ?? null;
    nodes.push(match);
    if (match) parent = match;
  }
  return { nodes, deepest: parent };
}

function isDescendant(tree: Taxonomy, node: TreeNode, ancestor: TreeNode): boolean {
  for (let p = node.parent ? tree.byId.get(node.parent) : undefined; p; p = p.parent ? tree.byId.get(p.parent) : undefined) {
    if (p.id === ancestor.id) return true;
  }
  return false;
}

/** The field values after picking a node: its ancestors set, itself set, everything below cleared. */
export function pickNode(tree: Taxonomy, nodeId: string): Partial<Record<EnumFilterField, string | null>> {
  const node = tree.byId.get(nodeId);
  if (!node) return {};
  const values: Partial<Record<EnumFilterField, string | null>> = {};
  tree.fields.forEach((field) => (values[field] = null));
  for (let n: TreeNode | undefined = node; n; n = n.parent ? tree.byId.get(n.parent) : undefined) values[tree.fields[n.depth]!] = n.name;
  return values;
}

/** Clearing a level clears the levels below it too: they were chosen inside it. */
export function clearFrom(tree: Taxonomy, depth: number): Partial<Record<EnumFilterField, null>> {
  return Object.fromEntries(tree.fields.slice(depth).map((field) => [field, null]));
}

/**
 * The choices to list: with a node picked, its subtree (the narrowing);
 * otherwise the whole tree. A query keeps the nodes whose name or path
 * contains it. Depth-first order, so the list reads as a tree.
 */
export function visibleNodes(tree: Taxonomy, scope: TreeNode | null, query: string): TreeNode[] {
  const q = query.trim().toLowerCase();
  const out: TreeNode[] = [];
  const walk = (parent: string | null) => {
    for (const node of tree.children.get(parent) ?? []) {
      if (q === "" || node.name.toLowerCase().includes(q)) out.push(node);
      walk(node.id);
    }
  };
  walk(scope ? scope.id : null);
  return out;
}

let gics: Taxonomy | null = null;
let iab: Taxonomy | null = null;

export function gicsTaxonomy(): Taxonomy {
  const depth = { sector: 0, industry_group: 1, industry: 2, sub_industry: 3 } as const;
  gics ??= buildTaxonomy(
    "GICS",
    ["sector", "industry_group", "industry", "sub_industry"],
    [GICS_SECTORS, GICS_INDUSTRY_GROUPS, GICS_INDUSTRIES, GICS_SUB_INDUSTRIES],
    GICS_NODES.map((n) => ({ id: n.code, depth: depth[n.level], name: n.name, parent: n.parent })),
  );
  return gics;
}

export function iabTaxonomy(): Taxonomy {
  iab ??= buildTaxonomy(
    "IAB",
    ["iab_tier_1", "iab_tier_2", "iab_tier_3", "iab_tier_4"],
    [IAB_TIER_1, IAB_TIER_2, IAB_TIER_3, IAB_TIER_4],
    IAB_NODES.map((n) => ({ id: n.id, depth: n.tier - 1, name: n.name, parent: n.parent })),
  );
  return iab;
}
