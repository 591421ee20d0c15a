/**
 * A list's state (filters, page, page size, sort, the open tab) as it lives in the address,
 * read from and written to `URLSearchParams` after a description of its fields. The address
 * is the source of truth, so a reload, a shared link or the back button find the list as it
 * was. Reading never fails: a missing, malformed or unacceptable value is the field's
 * default. Writing leaves defaults out, so a list as it first opens has a clean address,
 * and keeps every parameter the description does not own.
 */

export type SortDirection = 'asc' | 'desc';

/** The table's sort, in mantine-datatable's words, so it goes straight to `sortStatus`. */
export type SortStatus = { columnAccessor: string; direction: SortDirection };

export type Field<T> = {
  readonly default: T;
  /** The value behind the key's values in the address (one or more), or undefined if unacceptable. */
  parse(values: readonly string[]): T | undefined;
  /** The key's values in the address; never none, so "cleared" stays apart from "the default". */
  write(value: T): string[];
  /** Typed key by key: the address follows after a pause, the control shows it at once. */
  readonly debounced?: boolean;
  /** The page number: changing anything else goes back to the first page. */
  readonly isPage?: boolean;
  /** The values it takes, for an `option` of a fixed list: what a select of it offers. */
  readonly values?: readonly string[];
};

export type ListFields = Record<string, Field<unknown>>;

export type ListState<F extends ListFields> = {
  [K in keyof F]: F[K] extends Field<infer T> ? T : never;
};

/** Longer than any filter anyone types; a longer value is not a filter but noise. */
const MAX_TEXT_LENGTH = 200;
/** Far beyond any list's last page, yet a number the API and the table handle. */
const MAX_PAGE = 100_000;

const first = (values: readonly string[]) => values[0] ?? '';

/** Free text (a search box). `accept` narrows what the address may set, e.g. a country code. */
export function text(options: { default?: string; accept?: (value: string) => boolean } = {}): Field<string> {
  const { accept = () => true } = options;
  return {
    default: options.default ?? '',
    parse: (values) => {
      const value = first(values);
      return value === '' || (value.length <= MAX_TEXT_LENGTH && accept(value)) ? value : undefined;
    },
    write: (value) => [value],
    debounced: true,
  };
}

/** Yes, no or either (`null`): `true`, `false`, or empty; the default is left out. */
export function flag(defaultValue: boolean | null = null): Field<boolean | null> {
  return {
    default: defaultValue,
    parse: (values) => {
      const value = first(values);
      if (value === '') return null;
      return value === 'true' || value === 'false' ? value === 'true' : undefined;
    },
    write: (value) => [value === null ? '' : String(value)],
  };
}

/** One value or none (a select): from a list of values, or any value `accept` admits. */
export function option(accept: readonly string[] | ((value: string) => boolean)): Field<string | null> {
  const admits = typeof accept === 'function' ? accept : (value: string) => accept.includes(value);
  return {
    ...(typeof accept === 'function' ? {} : { values: accept }),
    default: null,
    parse: (values) => {
      const value = first(values);
      if (value === '') return null;
      return admits(value) ? value : undefined;
    },
    write: (value) => [value ?? ''],
  };
}

/** Always one of a few values (a tab, a view). */
export function oneOf<V extends string>(values: readonly V[], defaultValue: V): Field<V> {
  return {
    default: defaultValue,
    parse: (found) => values.find((value) => value === first(found)),
    write: (value) => [value],
  };
}

/**
 * Several values (tags, people), the key repeated once per value. A value `accept` refuses is
 * dropped, the rest kept. An empty key (`teacherIds=`) is the list cleared, which differs
 * from the default when the default is not empty.
 */
export function strings(
  options: { default?: readonly string[]; accept?: (value: string) => boolean } = {},
): Field<string[]> {
  const { accept = (value: string) => value.length <= MAX_TEXT_LENGTH } = options;
  return {
    default: [...(options.default ?? [])],
    parse: (values) => values.filter((value) => value !== '' && accept(value)),
    write: (value) => (value.length ? [...value] : ['']),
  };
}

/** A whole number between `min` and `max`; `only`, when given, lists the numbers allowed (page sizes). */
export function integer(options: {
  default: number;
  min: number;
  max: number;
  only?: readonly number[];
}): Field<number> {
  return {
    default: options.default,
    parse: (values) => {
      const value = first(values);
      if (!/^\d{1,9}$/.test(value)) return undefined;
      const number = Number(value);
      if (number < options.min || number > options.max) return undefined;
      return !options.only || options.only.includes(number) ? number : undefined;
    },
    write: (value) => [String(value)],
  };
}

/** The page shown, 1-based as people count (`page=2` is the second page; the API's are 0-based). */
export function pageNumber(): Field<number> {
  return { ...integer({ default: 1, min: 1, max: MAX_PAGE }), isPage: true };
}

/** How many rows a page shows, one of the table's choices. */
export function pageSize(sizes: readonly number[], defaultSize: number): Field<number> {
  return integer({ default: defaultSize, min: Math.min(...sizes), max: Math.max(...sizes), only: sizes });
}

/**
 * `sort=field,asc|desc`, on the whitelist of columns the API sorts by. The value is typed as
 * the table hands it over (any column name); what is read from the address is on the list.
 */
export function sortBy(
  columns: readonly string[],
  defaultSort: SortStatus,
): Field<SortStatus> & { readonly columns: readonly string[] } {
  return {
    columns,
    default: defaultSort,
    parse: (values) => {
      const [column = '', direction, ...rest] = first(values).split(',');
      const known = columns.find((candidate) => candidate === column);
      if (!known || rest.length || (direction !== 'asc' && direction !== 'desc')) return undefined;
      return { columnAccessor: known, direction };
    },
    write: (value) => [`${value.columnAccessor},${value.direction}`],
  };
}

const sameValues = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** Whether two values of a field are the same (compared as written, so arrays and sorts by value). */
export function sameValue<T>(field: Field<T>, a: T, b: T): boolean {
  return sameValues(field.write(a), field.write(b));
}

export function isDefault<T>(field: Field<T>, value: T): boolean {
  return sameValue(field, value, field.default);
}

export function defaultsOf<F extends ListFields>(fields: F): ListState<F> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, field.default]),
  ) as ListState<F>;
}

export function parseListState<F extends ListFields>(fields: F, params: URLSearchParams): ListState<F> {
  const state: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(fields)) {
    const values = params.getAll(key);
    // `undefined` is "not a value of this field"; `null` may be one (either, none).
    const parsed = values.length ? field.parse(values) : undefined;
    state[key] = parsed === undefined ? field.default : parsed;
  }
  return state as ListState<F>;
}

/**
 * The address for `state`: `base` (the current parameters) with the fields' keys rewritten,
 * defaults left out, and every other parameter (another list's, the tab) kept as it was.
 */
export function writeListState<F extends ListFields>(
  fields: F,
  state: ListState<F>,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  const values: Record<string, unknown> = state;
  for (const [key, field] of Object.entries(fields)) {
    params.delete(key);
    if (!isDefault(field, values[key]))
      for (const value of field.write(values[key])) params.append(key, value);
  }
  return params;
}

/** The fields' own part of an address, in a fixed order: equal when the list's state is. */
export function listStateKey(fields: ListFields, params: URLSearchParams): string {
  const own = Object.keys(fields).flatMap((key) => params.getAll(key).map((value) => [key, value]));
  return new URLSearchParams(own).toString();
}
