import { useId, type ReactNode } from "react";
import type { ValidationErrorItem } from "../../../contract";
import type { FieldSpec } from "./operations";
import { describeItem } from "./request";

/** The errors pinned to one field: the client's checks and the service's 422, worded as the service words them. */
export function FieldErrors({ id, items }: { id: string; items: readonly ValidationErrorItem[] | undefined }) {
  if (!items || items.length === 0) return null;
  return (
    <ul id={id} className="field-errors">
      {items.map((item, i) => (
        <li key={i}>{describeItem(item)}</li>
      ))}
    </ul>
  );
}

interface BaseProps {
  spec: FieldSpec;
  label: string;
  help?: ReactNode;
  errors?: readonly ValidationErrorItem[];
}

function useIds() {
  const id = useId();
  return { input: `${id}-input`, help: `${id}-help`, errors: `${id}-errors` };
}

const describedBy = (ids: ReturnType<typeof useIds>, help: boolean, errors: boolean) => [help ? ids.help : "", errors ? ids.errors : ""].filter(Boolean).join(" ") || undefined;

/** Text with its length bound enforced (maxLength) and counted as the user types. */
export function TextField({ spec, label, help, errors, value, onChange, multiline, placeholder }: BaseProps & { value: string; onChange: (v: string) => void; multiline?: boolean; placeholder?: string }) {
  const ids = useIds();
  const invalid = (errors?.length ?? 0) > 0;
  const props = {
    id: ids.input,
    value,
    maxLength: spec.maxLength,
    placeholder,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy(ids, true, invalid),
    "aria-required": spec.required || undefined,
    spellCheck: false,
  };
  return (
    <div className="field">
      <label htmlFor={ids.input}>
        {label}
        {spec.required && <span className="required"> (required)</span>}
      </label>
      {multiline ? <textarea rows={2} {...props} onChange={(e) => onChange(e.target.value)} /> : <input type="text" {...props} onChange={(e) => onChange(e.target.value)} />}
      <p id={ids.help} className="help">
        {help}
        {help ? " · " : ""}
        {spec.maxLength !== undefined ? (
          <span className="count">
            {value.length} / {spec.maxLength} characters
          </span>
        ) : null}
      </p>
      <FieldErrors id={ids.errors} items={errors} />
    </div>
  );
}

/** A number typed as text, its bounds shown and checked; an empty field means the contract's default. */
export function NumberField({ spec, label, help, errors, value, onChange }: BaseProps & { value: string; onChange: (v: string) => void }) {
  const ids = useIds();
  const invalid = (errors?.length ?? 0) > 0;
  const bounds = spec.minimum !== undefined && spec.maximum !== undefined ? `${spec.minimum} to ${spec.maximum}` : "";
  return (
    <div className="field number">
      <label htmlFor={ids.input}>{label}</label>
      <input
        id={ids.input}
        type="number"
        inputMode={spec.kind === "integer" ? "numeric" : "decimal"}
        min={spec.minimum}
        max={spec.maximum}
        step={spec.kind === "integer" ? 1 : "any"}
        value={value}
        placeholder={spec.default !== undefined ? String(spec.default) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(ids, true, invalid)}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={ids.help} className="help">
        {bounds}
        {spec.default !== undefined ? ` · default ${String(spec.default)}` : ""}
        {help ? <> · {help}</> : null}
      </p>
      <FieldErrors id={ids.errors} items={errors} />
    </div>
  );
}

/** A short enumeration (algorithm, collection, sort) as a native select; "default" sends nothing. */
export function SelectField({ spec, label, help, errors, value, onChange }: BaseProps & { value: string | null; onChange: (v: string | null) => void }) {
  const ids = useIds();
  const invalid = (errors?.length ?? 0) > 0;
  return (
    <div className="field">
      <label htmlFor={ids.input}>{label}</label>
      <select
        id={ids.input}
        value={value ?? ""}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(ids, Boolean(help), invalid)}
        onChange={(e) => onChange(e.target.value === "" ? null : e.target.value)}
      >
        <option value="">{spec.default !== undefined && spec.default !== null ? `Default (${String(spec.default)})` : "Not set"}</option>
        {spec.options?.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {help && (
        <p id={ids.help} className="help">
          {help}
        </p>
      )}
      <FieldErrors id={ids.errors} items={errors} />
    </div>
  );
}

export function CheckboxField({ label, help, errors, value, onChange }: Omit<BaseProps, "spec"> & { value: boolean; onChange: (v: boolean) => void }) {
  const ids = useIds();
  const invalid = (errors?.length ?? 0) > 0;
  return (
    <div className="field checkbox">
      <input id={ids.input} type="checkbox" checked={value} aria-describedby={describedBy(ids, Boolean(help), invalid)} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={ids.input}>{label}</label>
      {help && (
        <p id={ids.help} className="help">
          {help}
        </p>
      )}
      <FieldErrors id={ids.errors} items={errors} />
    </div>
  );
}

/** An ordered list of texts (expansions): add, edit, move up and down, remove; adding stops at the bound. */
export function ListEditor({ spec, label, help, errors, values, onChange, onType }: BaseProps & { values: string[]; onChange: (v: string[]) => void; onType: (v: string[]) => void }) {
  const ids = useIds();
  const full = spec.maxItems !== undefined && values.length >= spec.maxItems;
  const move = (from: number, to: number) => {
    const next = [...values];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
  };
  const itemErrors = (index: number) => errors?.filter((e) => e.loc[2] === index) ?? [];
  return (
    <fieldset className="field list-editor" aria-describedby={ids.help}>
      <legend>{label}</legend>
      <ol>
        {values.map((value, index) => {
          const mine = itemErrors(index);
          const errorId = `${ids.errors}-${index}`;
          return (
            <li key={index}>
              <div className="inline">
                <input
                  type="text"
                  aria-label={`${label} ${index + 1}`}
                  value={value}
                  maxLength={spec.itemMaxLength}
                  aria-invalid={mine.length > 0 || undefined}
                  aria-describedby={mine.length > 0 ? errorId : undefined}
                  onChange={(e) => onType(values.map((v, i) => (i === index ? e.target.value : v)))}
                />
                <button type="button" className="icon-button" aria-label={`Move ${label} ${index + 1} up`} disabled={index === 0} onClick={() => move(index, index - 1)}>
                  ↑
                </button>
                <button type="button" className="icon-button" aria-label={`Move ${label} ${index + 1} down`} disabled={index === values.length - 1} onClick={() => move(index, index + 1)}>
                  ↓
                </button>
                <button type="button" className="icon-button" aria-label={`Remove ${label} ${index + 1}`} onClick={() => onChange(values.filter((_, i) => i !== index))}>
                  ×
                </button>
              </div>
              <FieldErrors id={errorId} items={mine} />
            </li>
          );
        })}
      </ol>
      <button type="button" disabled={full} onClick={() => onChange([...values, ""])}>
        Add {label.toLowerCase().replace(/s$/, "")}
      </button>
      <p id={ids.help} className="help count">
        {values.length}
        {spec.maxItems !== undefined ? ` / ${spec.maxItems}` : ""}
        {full ? " · limit reached" : ""}
        {help ? <> · {help}</> : null}
      </p>
      <FieldErrors id={ids.errors} items={errors?.filter((e) => typeof e.loc[2] !== "number")} />
    </fieldset>
  );
}
