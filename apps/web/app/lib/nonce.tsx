/**
 * The nonce of the page being rendered on the server, for the inline scripts the document
 * writes (see security-headers.server.ts). In the browser there is none: scripts are not
 * re-run on hydration, and browsers hide the attribute's value anyway.
 */
import { createContext, useContext } from 'react';

const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
