/**
 * The typed API client and the caller's scopes, for the shared widgets in `ui/` that read
 * the API (a person's or a course's name, a person picker). The session provides it beside
 * the session itself, so `ui/` never imports a feature.
 */
import type { ApiClient } from '@catedra/client';
import type { Scope } from '@catedra/contract';
import { createContext, useContext } from 'react';

export type ApiAccess = { client: ApiClient; scopes: readonly Scope[] };

export const ApiAccessContext = createContext<ApiAccess | null>(null);

export function useApiAccess(): ApiAccess {
  const access = useContext(ApiAccessContext);
  if (!access) throw new Error('useApiAccess must be used inside the session’s provider');
  return access;
}
