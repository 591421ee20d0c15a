/**
 * An object kept the same (===) from render to render while each of its fields is (Object.is):
 * for a context value made of many fields, so its consumers re-render only when one changed,
 * without a dependency list that repeats every field and may forget one.
 */
import { useMemo } from 'react';

export function useShallowMemo<T extends object>(value: T): T {
  // An object literal has the same fields in the same order on every render: they are the dependencies.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the dependencies are `value`'s fields
  return useMemo(() => value, Object.values(value));
}
