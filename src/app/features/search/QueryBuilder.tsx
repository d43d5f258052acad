import { useQuery } from "@tanstack/react-query";
import { useDeferredValue, useState } from "react";
import { countTimeBuckets, ENRICHMENTS, LIMITS, parseIsoDateTime, ROUTES, type ValidationErrorItem } from "../../../contract";
import { ChipsInput } from "../../components/ChipsInput";
import { useConnection } from "../../connection";
import { companySuggestionsQuery } from "./companies";
import { CheckboxField, FieldErrors, ListEditor, NumberField, SelectField, TextField } from "./FieldControls";
import { FIELD_TEXT, labelOf } from "./labels";
import { fieldsOf, OPERATION_IDS, OPERATIONS, type Operation } from "./operations";
import { boolValue, enumValue, listValue, textValue } from "./state";
import type { SearchStateApi } from "./use-search-state";

type Errors = ReadonlyMap<string, ValidationErrorItem[]>;

export function OperationSwitch({ op, onChange }: { op: Operation; onChange: (op: Operation) => void }) {
  return (
    <fieldset className="operation-switch">
      <legend>Operation</legend>
      <div className="segmented">
        {OPERATION_IDS.map((id) => (
          <label key={id} className={id === op ? "checked" : undefined}>
            <input type="radio" name="operation" value={id} checked={id === op} onChange={() => onChange(id)} />
            {OPERATIONS[id].label}
          </label>
        ))}
      </div>
      <p className="help">
        <code>
          {ROUTES[OPERATIONS[op].routeId].method} {ROUTES[OPERATIONS[op].routeId].path}
        </code>
        {OPERATIONS[op].delivery === "file" ? " · answers with an encrypted file to download" : ""}
      </p>
    </fieldset>
  );
}

/** One field of the current operation, with the control its kind calls for; nothing when the operation does not take it. */
function Field({ name, api, errors, multiline }: { name: string; api: SearchStateApi; errors: Errors; multiline?: boolean }) {
  const spec = fieldsOf(api.state.op)[name];
  if (!spec) return null;
  const text = FIELD_TEXT[name];
  const common = { spec, label: labelOf(name), help: text?.help, errors: errors.get(name) };
  switch (spec.kind) {
    case "text":
    case "json":
      return <TextField {...common} value={textValue(api.state, name)} multiline={multiline} onChange={(v) => api.set({ [name]: v }, { typing: true })} />;
    case "integer":
    case "number":
      return <NumberField {...common} value={textValue(api.state, name)} onChange={(v) => api.set({ [name]: v }, { typing: true })} />;
    case "enum":
      return <SelectField {...common} value={enumValue(api.state, name)} onChange={(v) => api.set({ [name]: v })} />;
    case "boolean":
      return <CheckboxField label={common.label} help={common.help} errors={common.errors} value={boolValue(api.state, name)} onChange={(v) => api.set({ [name]: v })} />;
    case "list":
      return <ListEditor {...common} values={listValue(api.state, name)} onChange={(v) => api.set({ [name]: v })} onType={(v) => api.set({ [name]: v }, { typing: true })} />;
  }
}

function ChipsField({ name, api, errors, suggestions, onQueryChange, help }: { name: string; api: SearchStateApi; errors: Errors; suggestions?: readonly { value: string; label: string }[]; onQueryChange?: (q: string) => void; help?: string }) {
  const spec = fieldsOf(api.state.op)[name];
  if (!spec) return null;
  const mine = errors.get(name);
  const errorId = `${name}-errors`;
  return (
    <ChipsInput
      label={labelOf(name)}
      values={listValue(api.state, name)}
      maxItems={spec.maxItems}
      maxLength={spec.itemMaxLength}
      suggestions={suggestions}
      onQueryChange={onQueryChange}
      onChange={(v) => api.set({ [name]: v })}
      invalid={(mine?.length ?? 0) > 0}
      describedBy={mine ? errorId : undefined}
    >
      {(help ?? FIELD_TEXT[name]?.help) && <p className="help">{help ?? FIELD_TEXT[name]?.help}</p>}
      <FieldErrors id={errorId} items={mine} />
    </ChipsInput>
  );
}

function CompaniesField({ api, errors }: { api: SearchStateApi; errors: Errors }) {
  const { client } = useConnection();
  const [query, setQuery] = useState("");
  const deferred = useDeferredValue(query);
  const suggestions = useQuery(companySuggestionsQuery(client, deferred));
  const help = suggestions.isError
    ? "Free entry: this service offers no company suggestions."
    : "Exact company names; suggestions come from the entity resolver.";
  return (
    <ChipsField
      name="companies"
      api={api}
      errors={errors}
      help={help}
      onQueryChange={setQuery}
      suggestions={(suggestions.data ?? []).map((name) => ({ value: name, label: name }))}
    />
  );
}

/** How many intervals the range makes, counted as the service counts them. */
function BucketPreview({ api }: { api: SearchStateApi }) {
  const start = parseIsoDateTime(textValue(api.state, "start"));
  const end = parseIsoDateTime(textValue(api.state, "end"));
  const frequency = textValue(api.state, "frequency");
  if (!start || !end || end.epochMs <= start.epochMs) return null;
  const buckets = countTimeBuckets(start.epochMs, end.epochMs, frequency, LIMITS.timeBuckets.max + 1);
  if (buckets === 0) return null;
  const perBucket = Number(textValue(api.state, "n_results") || fieldsOf("time").n_results?.default);
  return (
    <p className={`help ${buckets > LIMITS.timeBuckets.max ? "status-bad" : ""}`} role="status">
      {buckets > LIMITS.timeBuckets.max ? `More than ${LIMITS.timeBuckets.max}` : buckets} intervals of {frequency}
      {Number.isFinite(perBucket) && buckets <= LIMITS.timeBuckets.max ? ` × ${perBucket} results = ${buckets * perBucket} (at most ${LIMITS.timeTotalResults.max})` : ` (at most ${LIMITS.timeBuckets.max})`}
    </p>
  );
}

/** What to search for: the question and its terms, and the range of a time search. */
export function QueryFields({ api, errors }: { api: SearchStateApi; errors: Errors }) {
  const op = api.state.op;
  const has = (name: string) => Boolean(fieldsOf(op)[name]);
  return (
    <>
      <section className="builder-section" aria-labelledby="query-heading">
        <h2 id="query-heading">Query</h2>
        <Field name="prompt" api={api} errors={errors} multiline />
        <Field name="question" api={api} errors={errors} multiline />
        <Field name="expansions" api={api} errors={errors} />
        {has("must_include") && (
          <div className="grid-3">
            <ChipsField name="must_include" api={api} errors={errors} />
            <ChipsField name="must_exclude" api={api} errors={errors} />
            <CompaniesField api={api} errors={errors} />
          </div>
        )}
      </section>

      {op === "time" && (
        <section className="builder-section" aria-labelledby="time-heading">
          <h2 id="time-heading">Time range</h2>
          <div className="grid-3">
            <Field name="start" api={api} errors={errors} />
            <Field name="end" api={api} errors={errors} />
            <Field name="frequency" api={api} errors={errors} />
          </div>
          <BucketPreview api={api} />
          <div className="grid-3">
            <Field name="sort" api={api} errors={errors} />
            <Field name="require_timezone" api={api} errors={errors} />
          </div>
        </section>
      )}

    </>
  );
}

/** How to search: algorithm, sizes and thresholds, and rich search's enrichments. */
export function OptionFields({ api, errors }: { api: SearchStateApi; errors: Errors }) {
  const op = api.state.op;
  const has = (name: string) => Boolean(fieldsOf(op)[name]);
  return (
    <>
      <section className="builder-section" aria-labelledby="options-heading">
        <h2 id="options-heading">Options</h2>
        <div className="grid-3">
          <Field name="agent" api={api} errors={errors} />
          <Field name="algorithm" api={api} errors={errors} />
          <Field name="collection" api={api} errors={errors} />
          <Field name="n_results" api={api} errors={errors} />
          <Field name="n_probes" api={api} errors={errors} />
          <Field name="n_contextify" api={api} errors={errors} />
          <Field name="min_similarity" api={api} errors={errors} />
        </div>
        <Field name="deduplicate" api={api} errors={errors} />
        {has("internal_use") && (
          <details className="advanced">
            <summary>Advanced: instruction and internal switches</summary>
            <Field name="instruction" api={api} errors={errors} multiline />
            <Field name="internal_use" api={api} errors={errors} />
          </details>
        )}
      </section>

      {op === "rich" && (
        <fieldset className="builder-section enrichments">
          <legend>Enrichments</legend>
          <div className="grid-3">
            {ENRICHMENTS.map((e) => (
              <Field key={e} name={`enrich_${e}`} api={api} errors={errors} />
            ))}
          </div>
          <p className="help">Each adds one member to every result; latency grows with each.</p>
        </fieldset>
      )}
    </>
  );
}
