/** Settings every Node test project shares: workspace packages resolve to their TypeScript source. */
import { fileURLToPath } from 'node:url';
import { defaultServerConditions } from 'vite';

export const sourceConditions = {
  resolve: { conditions: ['source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
};

/** The directory of a config file, so that each project's globs are relative to its package. */
export function directoryOf(configUrl: string): string {
  return fileURLToPath(new URL('.', configUrl));
}
