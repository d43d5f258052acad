import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

export interface ComboOption {
  value: string;
  label: string;
  /** Shown after the label, and searched: a country's continent, a language's code, a node's path. */
  description?: string;
  /** Indentation, for options that form a tree. */
  depth?: number;
}

interface ComboboxProps {
  label: string;
  value: string | null;
  options: readonly ComboOption[];
  onChange: (value: string | null) => void;
  /** Replaces the default filter (label, description and value contain the query). */
  filter?: (query: string) => readonly ComboOption[];
  placeholder?: string;
  describedBy?: string;
  invalid?: boolean;
  /** Rendered under the input, inside the field (help, errors). */
  children?: ReactNode;
  /** At most this many options are rendered; the rest are reached by typing. */
  limit?: number;
}

const defaultFilter = (options: readonly ComboOption[], query: string) => {
  const q = query.trim().toLowerCase();
  if (q === "") return options;
  return options.filter((o) => o.label.toLowerCase().includes(q) || o.value.toLowerCase().includes(q) || o.description?.toLowerCase().includes(q));
};

/**
 * A searchable single choice: the WAI-ARIA combobox pattern with a listbox
 * popup. Type to filter, arrows to move, Enter to pick, Escape to close (and
 * to give the typed text back), the clear button to empty it.
 */
export function Combobox({ label, value, options, onChange, filter, placeholder, describedBy, invalid, children, limit = 250 }: ComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const selected = options.find((o) => o.value === value) ?? null;
  const shown = useMemo(() => (filter ? filter(query ?? "") : defaultFilter(options, query ?? "")), [filter, options, query]);
  const visible = shown.slice(0, limit);
  const activeIndex = Math.min(active, visible.length - 1);

  const close = () => {
    setOpen(false);
    setQuery(null);
  };
  const pick = (option: ComboOption) => {
    onChange(option.value);
    close();
  };
  const move = (index: number) => {
    const next = Math.max(0, Math.min(index, visible.length - 1));
    setActive(next);
    list.current?.querySelector(`[data-index="${next}"]`)?.scrollIntoView({ block: "nearest" });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (!open) setOpen(true);
        else move(activeIndex + 1);
        break;
      case "ArrowUp":
        event.preventDefault();
        if (open) move(activeIndex - 1);
        break;
      case "Home":
        if (open) {
          event.preventDefault();
          move(0);
        }
        break;
      case "End":
        if (open) {
          event.preventDefault();
          move(visible.length - 1);
        }
        break;
      case "Enter":
        if (open && visible[activeIndex]) {
          event.preventDefault();
          pick(visible[activeIndex]);
        }
        break;
      case "Escape":
        if (open) {
          event.preventDefault();
          close();
        }
        break;
    }
  };

  const activeId = open && visible[activeIndex] ? `${id}-opt-${activeIndex}` : undefined;
  const display = query ?? (selected ? selected.label : "");

  return (
    <div className="field combobox">
      <label htmlFor={`${id}-input`}>{label}</label>
      <div className="combobox-control">
        <input
          ref={input}
          id={`${id}-input`}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          aria-describedby={describedBy}
          aria-invalid={invalid ? true : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder ?? "Any"}
          value={display}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={(e) => e.target.select()}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={(e) => {
            if (!list.current?.contains(e.relatedTarget as Node | null)) close();
          }}
        />
        {value !== null && (
          <button
            type="button"
            className="icon-button"
            aria-label={`Clear ${label}`}
            onClick={() => {
              onChange(null);
              close();
              input.current?.focus();
            }}
          >
            ×
          </button>
        )}
      </div>
      <ul ref={list} id={listId} role="listbox" aria-label={label} className="combobox-list" hidden={!open}>
        {open &&
          visible.map((option, index) => (
            <li
              key={`${option.value}-${index}`}
              id={`${id}-opt-${index}`}
              data-index={index}
              role="option"
              aria-selected={option.value === value}
              className={index === activeIndex ? "active" : undefined}
              style={option.depth ? { paddingLeft: `${0.6 + option.depth * 1.1}rem` } : undefined}
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => pick(option)}
            >
              <span className="option-label">{option.label}</span>
              {option.description && (
                <>
                  <span className="visually-hidden">, </span>
                  <span className="option-description">{option.description}</span>
                </>
              )}
            </li>
          ))}
        {open && visible.length === 0 && (
          <li role="option" aria-disabled="true" aria-selected="false" className="empty">
            No match
          </li>
        )}
        {open && shown.length > visible.length && (
          <li role="option" aria-disabled="true" aria-selected="false" className="empty">
            {shown.length - visible.length} more: type to narrow
          </li>
        )}
      </ul>
      {children}
    </div>
  );
}
