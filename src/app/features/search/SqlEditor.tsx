import { useId, useMemo, useState } from "react";
import { formatSqlFilter, LANGUAGES, parseSqlFilter, type ValidationErrorItem } from "../../../contract";
import { ChipsInput } from "../../components/ChipsInput";
import { FieldErrors } from "./FieldControls";
import {
  COUNT_COLUMNS,
  DATE_COLUMNS,
  newCondition,
  nodeToVisual,
  visualToSql,
  wwwVariant,
  type Condition,
  type ConditionKind,
  type Group,
  type Join,
  type VisualFilter,
} from "./sql-visual";

const DEFAULT_SQL = formatSqlFilter(null);

const KIND_LABELS: Record<ConditionKind, string> = {
  netloc: "Sites (netloc)",
  date: "Date range",
  language: "Language (document-snippet)",
  count: "Count range",
  certain: "Publish date certain",
  company: "Mentions company",
};

const LANGUAGE_PAIRS = LANGUAGES.map((l) => ({ value: `${l.code.toLowerCase()}-${l.code.toLowerCase()}`, label: `${l.code.toLowerCase()}-${l.code.toLowerCase()} (${l.name})`, name: l.name.toLowerCase() }));

function JoinSelect({ label, value, onChange }: { label: string; value: Join; onChange: (j: Join) => void }) {
  const id = useId();
  return (
    <span className="join-select">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as Join)}>
        <option value="and">AND (all)</option>
        <option value="or">OR (any)</option>
      </select>
    </span>
  );
}

function ConditionEditor({ condition, onChange, name }: { condition: Condition; onChange: (c: Condition) => void; name: string }) {
  const id = useId();
  switch (condition.kind) {
    case "netloc":
    case "language": {
      const missingTwins = condition.kind === "netloc" ? condition.values.map(wwwVariant).filter((v) => !condition.values.includes(v)) : [];
      return (
        <div className="condition-body">
          <div className="field">
            <label htmlFor={`${id}-mode`}>{name}: match</label>
            <select id={`${id}-mode`} value={condition.negated ? "exclude" : "include"} onChange={(e) => onChange({ ...condition, negated: e.target.value === "exclude" })}>
              <option value="include">include (IN)</option>
              <option value="exclude">exclude (NOT IN)</option>
            </select>
          </div>
          <LanguageOrSiteChips condition={condition} onChange={onChange} name={name} />
          {missingTwins.length > 0 && (
            <div className="twins" role="group" aria-label={`${name}: www. variants`}>
              {missingTwins.map((twin) => (
                <button key={twin} type="button" className="link-button" onClick={() => onChange({ ...condition, values: [...condition.values, twin] })}>
                  + {twin}
                </button>
              ))}
            </div>
          )}
        </div>
      );
    }
    case "date":
      return (
        <div className="condition-body">
          <div className="field">
            <label htmlFor={`${id}-col`}>{name}: column</label>
            <select id={`${id}-col`} value={condition.column} onChange={(e) => onChange({ ...condition, column: e.target.value as (typeof DATE_COLUMNS)[number] })}>
              {DATE_COLUMNS.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-from`}>{name}: from</label>
            <input id={`${id}-from`} type="date" value={condition.from} onChange={(e) => onChange({ ...condition, from: e.target.value })} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-to`}>{name}: to</label>
            <input id={`${id}-to`} type="date" value={condition.to} onChange={(e) => onChange({ ...condition, to: e.target.value })} />
          </div>
        </div>
      );
    case "count":
      return (
        <div className="condition-body">
          <div className="field">
            <label htmlFor={`${id}-col`}>{name}: column</label>
            <select id={`${id}-col`} value={condition.column} onChange={(e) => onChange({ ...condition, column: e.target.value as (typeof COUNT_COLUMNS)[number] })}>
              {COUNT_COLUMNS.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-min`}>{name}: at least</label>
            <input id={`${id}-min`} type="number" step={1} value={condition.min} onChange={(e) => onChange({ ...condition, min: e.target.value })} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-max`}>{name}: at most</label>
            <input id={`${id}-max`} type="number" step={1} value={condition.max} onChange={(e) => onChange({ ...condition, max: e.target.value })} />
          </div>
        </div>
      );
    case "certain":
      return (
        <div className="condition-body">
          <div className="field">
            <label htmlFor={`${id}-v`}>{name}: publish date is certain</label>
            <select id={`${id}-v`} value={String(condition.value)} onChange={(e) => onChange({ ...condition, value: e.target.value === "true" })}>
              <option value="true">yes</option>
              <option value="false">no</option>
            </select>
          </div>
        </div>
      );
    case "company":
      return (
        <div className="condition-body">
          <div className="field">
            <label htmlFor={`${id}-v`}>{name}: company name</label>
            <input id={`${id}-v`} type="text" value={condition.value} onChange={(e) => onChange({ ...condition, value: e.target.value })} />
          </div>
        </div>
      );
  }
}

function LanguageOrSiteChips({ condition, onChange, name }: { condition: Condition & { kind: "netloc" | "language" }; onChange: (c: Condition) => void; name: string }) {
  const [query, setQuery] = useState("");
  const q = query.trim().toLowerCase();
  const suggestions = condition.kind === "language" && q ? LANGUAGE_PAIRS.filter((p) => p.value.startsWith(q) || p.name.startsWith(q)) : [];
  return (
    <ChipsInput
      label={`${name}: ${condition.kind === "netloc" ? "sites" : "languages"}`}
      values={condition.values}
      onChange={(values) => onChange({ ...condition, values })}
      suggestions={suggestions}
      onQueryChange={condition.kind === "language" ? setQuery : undefined}
      placeholder={condition.kind === "netloc" ? "example.com, then Enter" : "en-en or English, then Enter"}
    />
  );
}

function GroupEditor({ group, index, onChange, onRemove }: { group: Group; index: number; onChange: (g: Group) => void; onRemove: () => void }) {
  const [kind, setKind] = useState<ConditionKind>("netloc");
  const id = useId();
  const name = `Group ${index + 1}`;
  return (
    <fieldset className="sql-group">
      <legend>{name}</legend>
      {group.conditions.length > 1 && <JoinSelect label={`${name}: conditions joined by`} value={group.join} onChange={(join) => onChange({ ...group, join })} />}
      <ol className="conditions">
        {group.conditions.map((condition, ci) => {
          const conditionName = `${name} condition ${ci + 1}`;
          return (
            <li key={ci} className="condition">
              <div className="condition-head">
                <strong>{KIND_LABELS[condition.kind]}</strong>
                <button type="button" className="icon-button" aria-label={`Remove ${conditionName}`} onClick={() => onChange({ ...group, conditions: group.conditions.filter((_, i) => i !== ci) })}>
                  ×
                </button>
              </div>
              <ConditionEditor condition={condition} name={conditionName} onChange={(c) => onChange({ ...group, conditions: group.conditions.map((x, i) => (i === ci ? c : x)) })} />
            </li>
          );
        })}
      </ol>
      <div className="inline">
        <label htmlFor={`${id}-kind`} className="visually-hidden">
          {name}: condition to add
        </label>
        <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as ConditionKind)}>
          {(Object.keys(KIND_LABELS) as ConditionKind[]).map((k) => (
            <option key={k} value={k}>
              {KIND_LABELS[k]}
            </option>
          ))}
        </select>
        <button type="button" onClick={() => onChange({ ...group, conditions: [...group.conditions, newCondition(kind)] })}>
          Add condition to {name.toLowerCase()}
        </button>
        <button type="button" className="link-button danger" onClick={onRemove}>
          Remove {name.toLowerCase()}
        </button>
      </div>
    </fieldset>
  );
}

/** Marks the character the grammar stopped at, as text. */
function ErrorCaret({ text, position }: { text: string; position: number }) {
  const start = Math.max(0, position - 30);
  const excerpt = text.slice(start, position + 30);
  return (
    <pre className="caret" aria-hidden="true">
      {excerpt}
      {"\n"}
      {" ".repeat(position - start)}^
    </pre>
  );
}

/**
 * The sql_filter as groups of conditions and as text, kept in step both ways.
 * The text (in the URL) is the truth; the visual form the user is editing is
 * kept while the text is the one it wrote, and read again from any other text.
 */
export function SqlEditor({ value, onChange, errors }: { value: string; onChange: (text: string, typing: boolean) => void; errors: readonly ValidationErrorItem[] | undefined }) {
  const id = useId();
  const text = value === "" ? DEFAULT_SQL : value;
  const parsed = useMemo(() => parseSqlFilter(text), [text]);
  const derived = useMemo(() => (parsed.ok ? nodeToVisual(parsed.where) : null), [parsed]);
  const [draft, setDraft] = useState<{ visual: VisualFilter; text: string } | null>(null);
  const visual = draft && draft.text === text ? draft.visual : derived?.ok ? derived.visual : null;

  const editVisual = (next: VisualFilter) => {
    const sql = visualToSql(next);
    setDraft({ visual: next, text: sql });
    onChange(sql === DEFAULT_SQL ? "" : sql, false);
  };
  const serverErrors = errors?.filter((e) => !(parsed.ok === false && e.ctx?.position === parsed.position));

  return (
    <section className="builder-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>SQL filter</h2>
      <div className="sql-editor">
        <div className="sql-visual">
          <h3>Conditions</h3>
          {visual ? (
            <>
              {visual.groups.length > 1 && <JoinSelect label="Groups joined by" value={visual.join} onChange={(join) => editVisual({ ...visual, join })} />}
              {visual.groups.length === 0 && <p className="help">No conditions: the filter selects every snippet.</p>}
              {visual.groups.map((group, gi) => (
                <GroupEditor
                  key={gi}
                  group={group}
                  index={gi}
                  onChange={(g) => editVisual({ ...visual, groups: visual.groups.map((x, i) => (i === gi ? g : x)) })}
                  onRemove={() => editVisual({ ...visual, groups: visual.groups.filter((_, i) => i !== gi) })}
                />
              ))}
              <button type="button" onClick={() => editVisual({ ...visual, groups: [...visual.groups, { join: "and", conditions: [] }] })}>
                Add group
              </button>
            </>
          ) : (
            <p className="notice" role="status">
              {derived && !derived.ok ? `The visual form cannot show this filter: ${derived.reason}. Edit it as text, or clear it.` : "The text does not parse; the visual form returns when it does."}
            </p>
          )}
        </div>
        <div className="sql-text field">
          <label htmlFor={`${id}-text`}>SQL text</label>
          <textarea
            id={`${id}-text`}
            className="code"
            rows={8}
            spellCheck={false}
            value={text}
            aria-invalid={!parsed.ok || (serverErrors?.length ?? 0) > 0 || undefined}
            aria-describedby={`${id}-status`}
            onChange={(e) => {
              const next = e.target.value;
              onChange(next.trim() === DEFAULT_SQL ? "" : next, true);
            }}
          />
          <div id={`${id}-status`} aria-live="polite">
            {parsed.ok ? (
              <p className="help status-ok">Parses with the service's grammar.</p>
            ) : (
              <div className="field-errors">
                <p>
                  Character {parsed.position}: {parsed.error}
                </p>
                <ErrorCaret text={text} position={parsed.position} />
              </div>
            )}
          </div>
          <FieldErrors id={`${id}-errors`} items={serverErrors} />
          {value !== "" && (
            <button type="button" className="link-button" onClick={() => onChange("", false)}>
              Clear the filter
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
