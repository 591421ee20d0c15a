import type { Config } from '@react-router/dev/config';

export default {
  // Server-side rendering: the root loader reads the session cookie from the request.
  ssr: true,
} satisfies Config;
