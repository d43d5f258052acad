import { useId } from "react";
import { Combobox, type ComboOption } from "./Combobox";

interface TreePickerProps {
  label: string;
  /** One entry per level of the tree, root first, with the value chosen there. */
  levels: readonly { label: string; value: string | null }[];
  /** The deepest chosen node, or null. */
  selectedId: string | null;
  /** The nodes to offer for a query, indented by depth (the caller narrows them to the chosen subtree). */
  options: (query: string) => readonly ComboOption[];
  onPick: (id: string) => void;
  /** Clears a level (and, by the caller's rule, the levels below it). */
  onClear: (depth: number) => void;
  invalid?: boolean;
}

/**
 * A hierarchy (GICS, IAB) as one searchable tree list plus the chosen path:
 * picking any node sets the levels above it; each level can be cleared.
 */
export function TreePicker({ label, levels, selectedId, options, onPick, onClear, invalid }: TreePickerProps) {
  const id = useId();
  const chosen = levels.filter((l) => l.value !== null);
  return (
    <fieldset className="tree-picker">
      <legend>{label}</legend>
      <Combobox
        label={`Find in ${label}`}
        value={selectedId}
        options={options("")}
        filter={options}
        placeholder={`Search ${levels.map((l) => l.label.toLowerCase()).join(", ")}`}
        onChange={(value) => (value === null ? onClear(0) : onPick(value))}
        describedBy={`${id}-path`}
        invalid={invalid}
      />
      <ol id={`${id}-path`} className="tree-path" aria-label={`${label}: chosen levels`}>
        {chosen.length === 0 && <li className="muted">No {label} filter</li>}
        {levels.map((level, depth) =>
          level.value === null ? null : (
            <li key={level.label}>
              <span className="tree-level">{level.label}</span> {level.value}
              <button type="button" className="icon-button" aria-label={`Clear ${level.label} (${level.value})`} onClick={() => onClear(depth)}>
                ×
              </button>
            </li>
          ),
        )}
      </ol>
    </fieldset>
  );
}
