// Read-only lookups over a finished world, for writing articles about it:
// who held a role on a day, what a company was called then, its past events.
import type { ExecutiveRole, IsoDay, Org, Person, Place, Product, RoleSpell, World, WorldEvent } from "./types";
import { nameOn } from "./world";

export class WorldIndex {
  readonly orgById = new Map<string, Org>();
  readonly personById = new Map<string, Person>();
  readonly placeById = new Map<string, Place>();
  readonly productById = new Map<string, Product>();
  readonly eventById = new Map<string, WorldEvent>();
  private readonly eventsByOrg = new Map<string, WorldEvent[]>();
  private readonly spellsByOrg = new Map<string, { person: Person; spell: RoleSpell }[]>();
  private readonly companiesBySector = new Map<string, Org[]>();

  constructor(readonly world: World) {
    for (const org of world.orgs) this.orgById.set(org.id, org);
    for (const person of world.people) {
      this.personById.set(person.id, person);
      for (const spell of person.roles) push(this.spellsByOrg, spell.orgId, { person, spell });
    }
    for (const place of world.places) this.placeById.set(place.id, place);
    for (const product of world.products) this.productById.set(product.id, product);
    for (const event of world.events) {
      this.eventById.set(event.id, event);
      for (const orgId of event.orgIds) push(this.eventsByOrg, orgId, event);
    }
    for (const org of world.orgs) if (org.gics) push(this.companiesBySector, org.gics.sector, org);
    for (const list of this.companiesBySector.values()) list.sort((a, b) => b.prominence - a.prominence || a.id.localeCompare(b.id));
  }

  org(id: string): Org {
    const org = this.orgById.get(id);
    if (!org) throw new Error(`unknown org ${id}`);
    return org;
  }

  place(id: string): Place {
    const place = this.placeById.get(id);
    if (!place) throw new Error(`unknown place ${id}`);
    return place;
  }

  /** The name in use on that day. */
  nameOn(org: Org, day: IsoDay): string {
    return nameOn(org, day);
  }

  /** The short form a second mention uses ("Norvale" for "Norvale Dynamics"), when the name of the day allows it. */
  shortNameOn(org: Org, day: IsoDay): string {
    const name = nameOn(org, day);
    if (name !== org.name) return name;
    return org.aliases.find((alias) => alias !== org.legalName && name.startsWith(alias)) ?? (org.kind === "regulator" ? (org.aliases[0] ?? name) : name);
  }

  holderOn(orgId: string, role: ExecutiveRole, day: IsoDay): { person: Person; spell: RoleSpell } | null {
    const spells = this.spellsByOrg.get(orgId) ?? [];
    let best: { person: Person; spell: RoleSpell } | null = null;
    for (const entry of spells) {
      const { spell } = entry;
      if (spell.role !== role || spell.from > day || (spell.to !== null && spell.to < day)) continue;
      if (!best || spell.from > best.spell.from) best = entry;
    }
    return best;
  }

  isActiveOn(org: Org, day: IsoDay): boolean {
    return org.kind === "company" && org.founded <= Number(day.slice(0, 4)) && (org.acquiredOn === null || org.acquiredOn > day);
  }

  isListedOn(org: Org, day: IsoDay): boolean {
    const listing = org.listing;
    return !!listing && listing.listedSince <= day && (listing.delistedOn === null || listing.delistedOn > day);
  }

  /** Earlier events of the organisation, newest first, within `years` before the day. */
  pastEvents(orgId: string, before: IsoDay, years: number): WorldEvent[] {
    const floor = `${Number(before.slice(0, 4)) - years}${before.slice(4)}`;
    return (this.eventsByOrg.get(orgId) ?? []).filter((e) => e.date < before && e.date >= floor).reverse();
  }

  /** Prominent companies of a sector, active on that day (competitors for context sentences). */
  peers(sector: string, day: IsoDay, exclude: string[], limit: number): Org[] {
    const out: Org[] = [];
    for (const org of this.companiesBySector.get(sector) ?? []) {
      if (out.length >= limit) break;
      if (!exclude.includes(org.id) && this.isActiveOn(org, day)) out.push(org);
    }
    return out;
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
