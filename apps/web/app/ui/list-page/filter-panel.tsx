/**
 * A list's filter panel: an optional search field always in view, the other fields in a grid
 * that folds behind "Filtros (n)" on a phone (`ListFilters`), and "Limpiar filtros". The
 * fields' values live in the address (`useDataList` / `useListState`), so the panel only
 * lays them out; `activeFilters` counts the ones set.
 */
import { Button, Group, Paper, SimpleGrid, type SimpleGridProps, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMessages } from '../../i18n';
import { defaultsOf, type ListFields, type ListState } from '../../lib/list-state';
import { ListFilters } from '../data-list';

export type FilterPanelProps = {
  /** How many of the folded fields are set (the phone's "Filtros (n)"). */
  active: number;
  /** Puts every filter back to its default. */
  onClear: () => void;
  /** Fields shown above the folded ones, never folded (a search, the main choices). */
  search?: ReactNode;
  /** False hides "Limpiar filtros" (a screen that offers it only once something is set). */
  clearable?: boolean;
  /** Actions beside "Limpiar filtros" that act on what the filters chose. */
  actions?: ReactNode;
  cols?: SimpleGridProps['cols'];
  children: ReactNode;
};

export function FilterPanel({
  active,
  onClear,
  search,
  actions,
  clearable = true,
  cols = { base: 1, xs: 2, md: 3 },
  children,
}: FilterPanelProps) {
  const messages = useMessages().filterPanel;
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        {search}
        <ListFilters active={active}>
          <SimpleGrid cols={cols}>{children}</SimpleGrid>
        </ListFilters>
        {(clearable || actions) && (
          <Group justify="flex-end">
            {actions}
            {clearable && (
              <Button variant="subtle" size="xs" onClick={onClear}>
                {messages.clear}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** The filters' empty values: each named field's default in the address. */
export function emptyFiltersOf<D extends Record<string, unknown>, N extends keyof D>(
  defaults: D,
  names: readonly N[],
): Pick<D, N> {
  return Object.fromEntries(names.map((name) => [name, defaults[name]])) as Pick<D, N>;
}

/** How many of the named filters differ from their empty value. */
export function activeFilters<V extends Record<string, unknown>>(
  values: V,
  empty: Partial<V>,
  names: readonly (keyof V)[] = Object.keys(empty) as (keyof V)[],
): number {
  return names.filter((name) => values[name] !== empty[name]).length;
}

/** The state of a list's filters: what `useDataList` and `useListState` answer. */
type FilterState<V> = { values: V; set: (patch: Partial<V>) => void };

/**
 * The panel's count of set filters and its "Limpiar filtros" for a list whose filters' empty
 * values are `empty`: `<FilterPanel {...filterPanelOf(list, EMPTY_FILTERS)}>`.
 */
export function filterPanelOf<V extends Record<string, unknown>>(list: FilterState<V>, empty: Partial<V>) {
  return { active: activeFilters(list.values, empty), onClear: () => list.set(empty) };
}

/** A list's state with the description of its fields: what `useDataList` answers. */
type FieldsState<F extends ListFields> = FilterState<ListState<F>> & { fields: F };

/**
 * The `FilterPanel` of a `useDataList` list: counts its named filters that are set, and
 * "Limpiar filtros" empties them back to their fields' defaults.
 * `<ListFilterPanel list={list} filters={['status', 'vendorId']}>`.
 */
export function ListFilterPanel<F extends ListFields>({
  list,
  filters,
  ...props
}: Omit<FilterPanelProps, 'active' | 'onClear'> & { list: FieldsState<F>; filters: readonly (keyof F)[] }) {
  return (
    <FilterPanel {...filterPanelOf(list, emptyFiltersOf(defaultsOf(list.fields), filters))} {...props} />
  );
}

/**
 * An `<EnumFilter>` bound to a list's field of a fixed list (`option(PAYMENT_STATUSES)`): the
 * values it offers, as the field declares them, and its value in the address.
 */
export function enumField<F extends ListFields, N extends keyof F>(list: FieldsState<F>, name: N) {
  return { values: list.fields[name]?.values ?? [], ...filterField(list, name) };
}

/** One filter field bound to its value in the address: `<EnumFilter {...filterField(list, 'status')} …>`. */
export function filterField<V, N extends keyof V>(list: FilterState<V>, name: N) {
  return {
    value: list.values[name],
    onChange: (value: V[N]) => list.set({ [name]: value } as unknown as Partial<V>),
  };
}
