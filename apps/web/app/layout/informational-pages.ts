/**
 * The public informational routes (specification section 2). Navigating towards one of them
 * shows the full-page skeleton, hidden 800 ms after the navigation completes or fails.
 */
export const INFORMATIONAL_PATHS = ['/about', '/terms', '/teachers', '/jobs', '/refund'] as const;

export const SKELETON_HIDE_DELAY_MS = 800;

export function isInformationalPath(pathname: string): boolean {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (INFORMATIONAL_PATHS as readonly string[]).includes(normalized);
}
