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
 * React DOM and React Router (framework); the app's core (app-core). The screens with Mantine
 * share two more: Mantine's core (provider, styles, Box, helpers), its hooks and TanStack
 * Query (ui-core), and its common components (ui-site); public pages load neither. Other
 * components and app code keep the bundler's split, so a page still loads only what it uses.
 */
const SITE_COMPONENTS = [
  'ActionIcon',
  'Alert',
  'Anchor',
  'Avatar',
  'Badge',
  'Box',
  'Burger',
  'Button',
  'Card',
  'Center',
  'CloseButton',
  'Container',
  'Divider',
  'Grid',
  'Group',
  'Input',
  'InputBase',
  'List',
  'Loader',
  'NativeSelect',
  'Pagination',
  'Paper',
  'SimpleGrid',
  'Skeleton',
  'Stack',
  'Text',
  'TextInput',
  'ThemeIcon',
  'Title',
  'Transition',
  'Typography',
  'UnstyledButton',
  'VisuallyHidden',
  'Combobox[\\\\/]ComboboxChevron',
];

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
    {
      // The common Mantine components of the forms, the student area and the panel (each a
      // few hundred bytes): one file instead of some thirty, each with its own headers.
      name: 'ui-site',
      test: new RegExp(
        `node_modules[\\\\/]@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/](${SITE_COMPONENTS.join('|')})[\\\\/]`,
      ),
      priority: 1,
    },
    {
      // What the root, the site's frame and the public pages run, from the app and the
      // workspace packages: the site's messages (not the whole catalogue), the typed client,
      // the session, the plain UI (`ui/plain`), formats. Nothing here may import Mantine or
      // TanStack Query, or every public page would load ui-core too (issue 18).
      name: 'app-core',
      test: /(app[\\/]i18n[\\/](site|es-site)\.|app[\\/]lib[\\/](formats|nonce|page-meta|access|api-access|cookies|user-display|dates)\.|app[\\/]ui[\\/](plain[\\/]|icons|brand|skip-link|on-demand|page-skeleton|toast|info-page)\.|app[\\/]layout[\\/](app-frame|site-|use-page-skeleton|informational-pages)|app[\\/]features[\\/]session[\\/](session-context|session-provider|session-token|use-display-currency|use-geolocated-currency|use-preferences|use-return-to-guard|load-user|currency|return-to|auth-endpoint|preference-controls|user-menu)\.|packages[\\/]client[\\/]|packages[\\/]contract[\\/]src[\\/](generated[\\/]routes|core[\\/](error-codes|money|countries|patterns)))/,
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
