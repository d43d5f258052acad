import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

interface ChipsInputProps {
  label: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  /** The contract's bound: adding stops there. */
  maxItems?: number;
  maxLength?: number;
  /** Offered while typing; arrows and Enter pick one. */
  suggestions?: readonly { value: string; label: string }[];
  onQueryChange?: (query: string) => void;
  placeholder?: string;
  describedBy?: string;
  invalid?: boolean;
  children?: ReactNode;
}

/**
 * A list of short strings as removable chips. Enter (or a comma) adds what
 * was typed, Backspace in the empty input removes the last chip, and the
 * count against the bound is always shown.
 */
export function ChipsInput({ label, values, onChange, maxItems, maxLength, suggestions = [], onQueryChange, placeholder, describedBy, invalid, children }: ChipsInputProps) {
  const id = useId();
  const [text, setText] = useState("");
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const full = maxItems !== undefined && values.length >= maxItems;
  const offered = text.trim() === "" ? [] : suggestions.filter((s) => !values.includes(s.value)).slice(0, 8);
  const open = offered.length > 0 && !full;

  const setQuery = (value: string) => {
    setText(value);
    setActive(-1);
    onQueryChange?.(value);
  };
  const add = (raw: string) => {
    const value = raw.trim();
    if (value === "" || full) return;
    if (!values.includes(value)) onChange([...values, value]);
    setQuery("");
  };
  const remove = (index: number) => {
    onChange(values.filter((_, i) => i !== index));
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && open) {
      event.preventDefault();
      setActive((a) => Math.min(a + 1, offered.length - 1));
    } else if (event.key === "ArrowUp" && open) {
      event.preventDefault();
      setActive((a) => Math.max(a - 1, -1));
    } else if (event.key === "Enter" || (event.key === "," && text.trim() !== "")) {
      if (text.trim() === "" && !(open && active >= 0)) return;
      event.preventDefault();
      add(open && active >= 0 ? offered[active]!.value : text);
    } else if (event.key === "Escape" && text !== "") {
      event.preventDefault();
      setQuery("");
    } else if (event.key === "Backspace" && text === "" && values.length > 0) {
      onChange(values.slice(0, -1));
    }
  };

  const countId = `${id}-count`;
  return (
    <div className="field chips">
      <label htmlFor={`${id}-input`}>{label}</label>
      <div className={`chips-box${invalid ? " invalid" : ""}`} onClick={() => input.current?.focus()}>
        <ul className="chip-list" aria-label={`${label}: ${values.length} entered`}>
          {values.map((value, index) => (
            <li key={`${value}-${index}`} className="chip">
              <span>{value}</span>
              <button type="button" className="chip-remove" aria-label={`Remove ${value} from ${label}`} onClick={() => remove(index)}>
                ×
              </button>
            </li>
          ))}
        </ul>
        <input
          ref={input}
          id={`${id}-input`}
          role={suggestions.length > 0 || onQueryChange ? "combobox" : undefined}
          aria-expanded={suggestions.length > 0 || onQueryChange ? open : undefined}
          aria-controls={suggestions.length > 0 || onQueryChange ? `${id}-list` : undefined}
          aria-autocomplete={suggestions.length > 0 || onQueryChange ? "list" : undefined}
          aria-activedescendant={open && active >= 0 ? `${id}-opt-${active}` : undefined}
          aria-describedby={[countId, describedBy].filter(Boolean).join(" ")}
          aria-invalid={invalid ? true : undefined}
          value={text}
          maxLength={maxLength}
          disabled={full}
          placeholder={full ? "Limit reached" : (placeholder ?? "Type and press Enter")}
          autoComplete="off"
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => setActive(-1)}
        />
      </div>
      {(suggestions.length > 0 || onQueryChange) && (
        <ul id={`${id}-list`} role="listbox" aria-label={`${label} suggestions`} className="combobox-list" hidden={!open}>
          {offered.map((s, index) => (
            <li
              key={s.value}
              id={`${id}-opt-${index}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? "active" : undefined}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => add(s.value)}
            >
              {s.label}
            </li>
          ))}
        </ul>
      )}
      <p id={countId} className="help count" aria-live="polite">
        {maxItems !== undefined ? `${values.length} / ${maxItems}${full ? " · limit reached" : ""}` : `${values.length} entered`}
      </p>
      {children}
    </div>
  );
}
