/**
 * A list page's state kept in the address (fields described with list-state.ts), so a
 * reload, a shared link or the back button find the list as it was.
 *
 * - `values` is what the controls show: a text filter shows each key at once.
 * - `applied` is what the address says, the state to load the list with: a text filter
 *   reaches it after FILTER_DEBOUNCE_MS without typing, so typing fires one request, not one a key.
 * - `set(patch)` changes fields. A change of page adds a history entry (back returns to the
 *   previous page); any other change replaces the current one and goes back to the first page.
 *   A change of a text field waits for the pause; any other is written at once (with what is
 *   being typed).
 *
 * Several hooks may share one address (a page's tab and each of its tables): each rewrites
 * only its own keys.
 */
import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  useLocation,
  useNavigate,
  useNavigation,
  useSearchParams,
} from 'react-router';
import {
  type ListFields,
  type ListState,
  listStateKey,
  parseListState,
  sameValue,
  writeListState,
} from './list-state';

/** How long a text filter waits for the next key before the list follows it. */
export const FILTER_DEBOUNCE_MS = 300;

export type ListStateControls<F extends ListFields> = {
  values: ListState<F>;
  applied: ListState<F>;
  set: (patch: Partial<ListState<F>>) => void;
};

export function useListState<F extends ListFields>(fields: F): ListStateControls<F> {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const key = listStateKey(fields, params);
  const applied = useMemo(() => parseListState(fields, params), [fields, params]);

  const [values, setValues] = useState(applied);
  // The newest values, for a write that lands after the pause.
  const latest = useRef(values);
  // This list's part of the last address it wrote: arriving there is no news to the controls.
  const written = useRef(key);
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  const addressNow = useAddressNow();
  // A navigation to another page under way (a row was clicked during the pause): the pause's
  // write must not cancel it by navigating back to the list.
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const leaving = useRef(false);
  leaving.current = navigation.state !== 'idle' && navigation.location?.pathname !== pathname;

  // The address changed by other means (back or forward, a link, a reload): the controls follow.
  useEffect(() => {
    if (key === written.current) return;
    written.current = key;
    clearTimeout(pending.current);
    latest.current = applied;
    setValues(applied);
  }, [key, applied]);

  // A pause still running when the page is left must not write into the next page's address.
  useEffect(() => () => clearTimeout(pending.current), []);

  const set = useCallback(
    (patch: Partial<ListState<F>>) => {
      const before: Record<string, unknown> = latest.current;
      const after: Record<string, unknown> = patch;
      // What really changes: a form may hand over all its filters when one of them changed.
      const changed = Object.entries(fields)
        .filter(([name, field]) => name in patch && !sameValue(field, before[name], after[name]))
        .map(([name]) => name);
      if (!changed.length) return;
      const paging = changed.every((name) => fields[name]?.isPage);
      const next: Record<string, unknown> = { ...before, ...patch };
      if (!paging) {
        for (const [name, field] of Object.entries(fields)) {
          if (field.isPage && !(name in patch)) next[name] = field.default;
        }
      }
      latest.current = next as ListState<F>;
      setValues(latest.current);

      const write = () => {
        if (leaving.current) return;
        const search = writeListState(fields, latest.current, addressNow());
        written.current = listStateKey(fields, search);
        const query = search.toString();
        navigate({ search: query ? `?${query}` : '' }, { replace: !paging, preventScrollReset: true });
      };
      clearTimeout(pending.current);
      if (changed.some((name) => fields[name]?.debounced))
        pending.current = setTimeout(write, FILTER_DEBOUNCE_MS);
      else write();
    },
    [fields, navigate, addressNow],
  );

  return { values, applied, set };
}

/**
 * The address's parameters at the moment of a write, from the router itself: keys of other
 * lists sharing the address (the tab) may have changed since this hook last rendered. The
 * parameters a hook rendered with lag behind: a table the tab just opened renders before the
 * tab's navigation completes, and a click on it can come before React renders it again. A
 * navigation to this same page still under way (another list's write) counts as written.
 *
 * React Router exposes its router to components only through this context (UNSAFE_: not
 * covered by semver; the version is pinned, and the hook's tests would catch a change).
 */
function useAddressNow(): () => URLSearchParams {
  const router = useContext(DataRouterContext)?.router;
  if (!router) throw new Error('useListState needs a data router (React Router framework mode)');
  return useCallback(() => {
    const { location, navigation } = router.state;
    const target = navigation.location?.pathname === location.pathname ? navigation.location : location;
    return new URLSearchParams(target.search);
  }, [router]);
}
