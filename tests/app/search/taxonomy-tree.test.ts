import { describe, expect, it } from "vitest";
import { GICS_SUB_INDUSTRIES, IAB_TIER_2 } from "../../../src/contract";
import { clearFrom, gicsTaxonomy, iabTaxonomy, pickNode, selectedChain, visibleNodes } from "../../../src/app/features/search/taxonomy-tree";

describe("taxonomy trees of the filter form", () => {
  it("offers every enum value of every level, in the enum's spelling", () => {
    const iab = iabTaxonomy();
    const tier2 = new Set(iab.nodes.filter((n) => n.depth === 1).map((n) => n.name));
    expect(tier2).toEqual(new Set(IAB_TIER_2));
    const subs = gicsTaxonomy().nodes.filter((n) => n.depth === 3).map((n) => n.name);
    expect(new Set(subs)).toEqual(new Set(GICS_SUB_INDUSTRIES));
  });

  it("picking a child sets its parents and clears the levels below it", () => {
    const tree = gicsTaxonomy();
    const leaf = tree.nodes.find((n) => n.depth === 3)!;
    const values = pickNode(tree, leaf.id);
    expect([values.sector, values.industry_group, values.industry, values.sub_industry]).toEqual([...leaf.path, leaf.name]);
    const mid = tree.byId.get(leaf.parent!)!;
    expect(pickNode(tree, mid.id).sub_industry).toBeNull();
    expect(clearFrom(tree, 1)).toEqual({ industry_group: null, industry: null, sub_industry: null });
  });

  it("a picked node narrows the choices to its subtree, in tree order", () => {
    const tree = gicsTaxonomy();
    const sector = tree.nodes.find((n) => n.depth === 0 && n.name === "Information Technology")!;
    const visible = visibleNodes(tree, sector, "");
    expect(visible.length).toBeGreaterThan(3);
    expect(visible.every((n) => n.path[0] === "Information Technology")).toBe(true);
    // Depth-first: each node comes after its parent.
    const seen = new Set<string>([sector.id]);
    for (const node of visible) {
      expect(seen.has(node.parent!)).toBe(true);
      seen.add(node.id);
    }
    const software = visibleNodes(tree, sector, "software");
    expect(software.length).toBeGreaterThan(0);
    expect(software.every((n) => n.name.toLowerCase().includes("software"))).toBe(true);
    expect(visibleNodes(tree, sector, "bank")).toEqual([]);
  });

  it("follows a name that occurs at several places along the chosen chain", () => {
    const tree = gicsTaxonomy();
    // "Energy" is both a sector and an industry group.
    const { nodes, deepest } = selectedChain(tree, ["Energy", "Energy", null, null]);
    expect(nodes.map((n) => n?.depth ?? null)).toEqual([0, 1, null, null]);
    expect(deepest?.path).toEqual(["Energy"]);
  });
});
