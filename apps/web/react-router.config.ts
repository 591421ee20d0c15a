import type { Config } from '@react-router/dev/config';

export default {
  // Server-side rendering: the root loader reads the session cookie from the request.
  ssr: true,
  // React Router 8's behaviours, decided now: a flag left unset prints a warning on every
  // build. Taken: none changes this app (no loader reads `context`, route modules are split
  // per export for the browser, requests reach loaders as sent, data requests keep a
  // trailing slash apart). Not yet: Vite's environment API, which React Router 7 still calls
  // experimental and announces on every build.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
