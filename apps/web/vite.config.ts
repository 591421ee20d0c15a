import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

/**
 * The workspace packages export their TypeScript source under the "source" condition, so
 * the web app builds without building them first; noExternal makes the SSR bundle compile
 * that source too instead of asking Node to import `.ts` files at run time.
 */
const workspacePackages = ['@catedra/client', '@catedra/contract'];

/**
 * The browser's chunks. Left to itself the bundler makes one file per set of routes sharing
 * a module: a public page loaded some 80 files, many under 1 KiB, each paying its own
 * headers and compressing alone. What every page runs goes in two files instead: React,
 * React DOM and React Router; Mantine's core (provider, styles, Box, helpers), its hooks and
 * TanStack Query. Components and app code keep the bundler's split, so a page still loads only
 * the ones it uses.
 */
const codeSplitting = {
  groups: [
    {
      name: 'framework',
      test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
      priority: 2,
    },
    {
      name: 'ui-core',
      test: /node_modules[\\/](@mantine[\\/]core[\\/]esm[\\/]core|@mantine[\\/]hooks|@tanstack|clsx)[\\/]/,
      priority: 1,
    },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting } } },
  ssr: {
    noExternal: workspacePackages,
    resolve: { conditions: ['source', ...defaultServerConditions] },
  },
}));
