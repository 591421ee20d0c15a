/** `npm run -s permissions`: the permissions table as Markdown (docs/permissions.md). */
import { permissionsMarkdown } from '../http/permissions.js';

process.stdout.write(permissionsMarkdown());
