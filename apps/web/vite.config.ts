import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

/**
 * The workspace packages export their TypeScript source under the "source" condition, so
 * the web app builds without building them first; noExternal makes the SSR bundle compile
 * that source too instead of asking Node to import `.ts` files at run time.
 */
const workspacePackages = ['@catedra/client', '@catedra/contract'];

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: {
    noExternal: workspacePackages,
    resolve: { conditions: ['source', ...defaultServerConditions] },
  },
});
