import { useCallback, useMemo } from "react";
import { navigate, useLocation } from "../../router";
import type { Operation } from "./operations";
import { withValues, type FieldValue, type SearchState } from "./state";
import { decodeSearchState, encodeSearchState } from "./url";

export interface SearchStateApi {
  state: SearchState;
  /**
   * Changes fields. Typing replaces the history entry (one entry per word
   * would make Back useless); a discrete change (a pick, a chip, a switch)
   * adds one, so Back undoes it.
   */
  set: (changes: Record<string, FieldValue>, options?: { typing?: boolean }) => void;
  setOperation: (op: Operation) => void;
}

/** The query builder's state, held in the URL only. */
export function useSearchState(): SearchStateApi {
  const { pathname, search } = useLocation();
  const state = useMemo(() => decodeSearchState(search), [search]);
  const go = useCallback((next: SearchState, replace: boolean) => navigate(pathname + encodeSearchState(next), { replace }), [pathname]);
  const set = useCallback((changes: Record<string, FieldValue>, options: { typing?: boolean } = {}) => go(withValues(state, changes), options.typing ?? false), [go, state]);
  const setOperation = useCallback((op: Operation) => go({ ...state, op }, false), [go, state]);
  return { state, set, setOperation };
}
