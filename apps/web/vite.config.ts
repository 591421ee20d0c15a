import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

/**
 * The workspace packages export their TypeScript source under the "source" condition, so
 * the web app builds without building them first; noExternal makes the SSR bundle compile
 * that source too instead of asking Node to import `.ts` files at run time.
 */
const workspacePackages = ['@catedra/client', '@catedra/contract'];

/**
 * One copy of Mantine for the app and the libraries built on it: the lock file holds the
 * app's pinned @mantine/* next to a newer hoisted copy that mantine-datatable would find,
 * and two copies mean two theme contexts ("MantineProvider was not found"). The table is
 * bundled on the server too, so its Mantine import is deduplicated there as well.
 */
const mantine = ['@mantine/core', '@mantine/hooks'];

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { conditions: ['source', ...defaultClientConditions], dedupe: mantine },
  ssr: {
    noExternal: [...workspacePackages, 'mantine-datatable'],
    resolve: { conditions: ['source', ...defaultServerConditions] },
  },
});
