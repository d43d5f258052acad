import { useMemo } from "react";
import {
  BRAND_SAFETY,
  CONTINENTS,
  COUNTRIES,
  COUNTRY_NAMES,
  ENUM_FILTERS,
  LANGUAGES,
  REGION_PARENT,
  REGIONS,
  type EnumFilterField,
  type ValidationErrorItem,
} from "../../../contract";
import { Combobox, type ComboOption } from "../../components/Combobox";
import { TreePicker } from "../../components/TreePicker";
import { FieldErrors } from "./FieldControls";
import { labelOf } from "./labels";
import { enumValue, type FieldValue, type SearchState } from "./state";
import { clearFrom, gicsTaxonomy, iabTaxonomy, pickNode, selectedChain, visibleNodes, type Taxonomy } from "./taxonomy-tree";
import type { SearchStateApi } from "./use-search-state";

type Errors = ReadonlyMap<string, ValidationErrorItem[]>;

const BRAND_OPTIONS: ComboOption[] = BRAND_SAFETY.map((v) => ({ value: v, label: v }));
const LANGUAGE_OPTIONS: ComboOption[] = LANGUAGES.map((l) => ({ value: l.code, label: l.name, description: l.code }));
const CONTINENT_OPTIONS: ComboOption[] = CONTINENTS.map((c) => ({ value: c, label: c }));

function countryOptions(continent: string | null, region: string | null): ComboOption[] {
  return COUNTRY_NAMES.filter((name) => {
    const info = COUNTRIES[name];
    return (continent === null || info.continent === continent || name === "Worldwide") && (region === null || info.region === region);
  }).map((name) => ({ value: name, label: name, description: [COUNTRIES[name].continent, COUNTRIES[name].region].filter((x) => x && x !== name).join(" · ") }));
}

function regionOptions(continent: string | null): ComboOption[] {
  // Regions (UN M49) do not nest in continents; keep those holding a country of the chosen continent.
  const held = continent === null ? null : new Set(COUNTRY_NAMES.filter((n) => COUNTRIES[n].continent === continent).map((n) => COUNTRIES[n].region));
  return REGIONS.filter((r) => held === null || held.has(r)).map((r) => ({ value: r, label: r, description: REGION_PARENT[r] }));
}

function errorsOf(errors: Errors, fields: readonly string[]) {
  return fields.flatMap((f) => errors.get(f) ?? []);
}

function TaxonomyPicker({ tree, state, set, errors }: { tree: Taxonomy; state: SearchState; set: (changes: Record<string, FieldValue>) => void; errors: Errors }) {
  const values = tree.fields.map((f) => enumValue(state, f));
  const { deepest } = selectedChain(tree, values);
  // A picked node narrows the list to its subtree; a leaf has none, so its siblings stay on offer.
  const scope = deepest && tree.children.has(deepest.id) ? deepest : deepest?.parent ? (tree.byId.get(deepest.parent) ?? null) : null;
  const options = (query: string): ComboOption[] =>
    visibleNodes(tree, scope, query).map((n) => ({
      value: n.id,
      label: n.name,
      description: `${labelOf(tree.fields[n.depth]!)}${n.path.length > 0 && query ? ` · ${n.path.join(" › ")}` : ""}`,
      depth: query ? 0 : n.depth - (scope ? scope.depth + 1 : 0),
    }));
  const mine = errorsOf(errors, tree.fields);
  return (
    <div>
      <TreePicker
        label={tree.label}
        levels={tree.fields.map((f, i) => ({ label: labelOf(f), value: values[i] ?? null }))}
        selectedId={deepest?.id ?? null}
        options={options}
        onPick={(id) => set(pickNode(tree, id))}
        onClear={(depth) => set(clearFrom(tree, depth))}
        invalid={mine.length > 0}
      />
      <FieldErrors id={`${tree.label}-errors`} items={mine} />
    </div>
  );
}

export function FilterForm({ api, errors }: { api: SearchStateApi; errors: Errors }) {
  const { state, set } = api;
  const value = (f: EnumFilterField) => enumValue(state, f);
  const continent = value("continent");
  const region = value("region");
  const countries = useMemo(() => countryOptions(continent, region), [continent, region]);
  const regions = useMemo(() => regionOptions(continent), [continent]);
  const picker = (field: EnumFilterField, options: readonly ComboOption[], onChange = (v: string | null) => set({ [field]: v })) => (
    <Combobox label={labelOf(field)} value={value(field)} options={options} onChange={onChange} invalid={errors.has(field)}>
      <FieldErrors id={`${field}-errors`} items={errors.get(field)} />
    </Combobox>
  );
  const pickCountry = (name: string | null) => {
    const info = name ? COUNTRIES[name as keyof typeof COUNTRIES] : null;
    // A country sets its continent and region, as a child sets its parents.
    set(info && info.iso2 ? { country: name, continent: info.continent, region: info.region } : { country: name });
  };
  return (
    <section className="builder-section" aria-labelledby="filters-heading">
      <h2 id="filters-heading">Filters</h2>
      <ActiveFilters state={state} set={set} />
      <div className="grid-3">
        {picker("language", LANGUAGE_OPTIONS)}
        {picker("brand_safety", BRAND_OPTIONS)}
      </div>
      <fieldset className="geo">
        <legend>Geography</legend>
        <div className="grid-3">
          {picker("continent", CONTINENT_OPTIONS)}
          {picker("region", regions)}
          {picker("country", countries, pickCountry)}
        </div>
      </fieldset>
      <div className="grid-2">
        <TaxonomyPicker tree={gicsTaxonomy()} state={state} set={set} errors={errors} />
        <TaxonomyPicker tree={iabTaxonomy()} state={state} set={set} errors={errors} />
      </div>
    </section>
  );
}

/** The enum filters in force, each a pill that removes it (and, in a tree, what lies below it). */
export function ActiveFilters({ state, set }: { state: SearchState; set: (changes: Record<string, FieldValue>) => void }) {
  const active = (Object.keys(ENUM_FILTERS) as EnumFilterField[]).filter((f) => enumValue(state, f) !== null);
  const remove = (field: EnumFilterField) => {
    for (const tree of [gicsTaxonomy(), iabTaxonomy()]) {
      const depth = tree.fields.indexOf(field);
      if (depth >= 0) return set(clearFrom(tree, depth));
    }
    set({ [field]: null });
  };
  return (
    <div className="active-filters" aria-live="polite">
      {active.length === 0 ? (
        <p className="help">No filters: every page can match.</p>
      ) : (
        <ul aria-label="Active filters" className="pill-list">
          {active.map((field) => {
            const v = enumValue(state, field)!;
            const shown = field === "language" ? `${LANGUAGES.find((l) => l.code === v)?.name ?? v} (${v})` : v;
            return (
              <li key={field} className="pill">
                <span className="pill-field">{labelOf(field)}:</span> {shown}
                <button type="button" className="chip-remove" aria-label={`Remove filter ${labelOf(field)}: ${v}`} onClick={() => remove(field)}>
                  ×
                </button>
              </li>
            );
          })}
          {active.length > 1 && (
            <li>
              <button type="button" className="link-button" onClick={() => set(Object.fromEntries(active.map((f) => [f, null])))}>
                Clear all filters
              </button>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
