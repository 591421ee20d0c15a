/**
 * First and last touch (docs/domain/sales.md): a visit that lands with UTM parameters or a
 * click id (`gclid`, `fbclid`) is a touch. The web server keeps both in one cookie of 90 days:
 * the first touch is never overwritten, the last is each new one; the lead form sends both.
 */
import type { Output } from '../../lib/api-types';

export type Touch = NonNullable<Output<'findLeadById'>['firstTouch']>;
export type Touches = { first?: Touch; last?: Touch };

export const TOUCH_COOKIE = 'catedra_touch';
export const TOUCH_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

const PARAMS = {
  utm_source: 'source',
  utm_medium: 'medium',
  utm_campaign: 'campaign',
  utm_term: 'term',
  utm_content: 'content',
  gclid: 'gclid',
  fbclid: 'fbclid',
} as const;
const KEYS = new Set<string>([...Object.values(PARAMS), 'landedAt']);

/** The touch a URL carries, or null when it has none of the parameters. */
export function touchOfUrl(url: URL, now: Date): Touch | null {
  const touch: Touch = {};
  for (const [param, key] of Object.entries(PARAMS)) {
    const value = url.searchParams.get(param)?.trim().slice(0, 200);
    if (value) touch[key] = value;
  }
  if (Object.keys(touch).length === 0) return null;
  return { ...touch, landedAt: now.toISOString() };
}

/** Only the known keys, as strings of at most 200 characters: a cookie is the visitor's to change. */
function cleanTouch(value: unknown): Touch | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const entries = Object.entries(value).filter(
    ([key, item]) => KEYS.has(key) && typeof item === 'string' && item.length > 0 && item.length <= 200,
  );
  if (key(entries, 'landedAt') && Number.isNaN(Date.parse(key(entries, 'landedAt')!))) return undefined;
  return entries.length > 0 ? (Object.fromEntries(entries) as Touch) : undefined;
}
const key = (entries: [string, unknown][], name: string) =>
  entries.find(([entry]) => entry === name)?.[1] as string | undefined;

export function readTouches(cookieHeader: string | null): Touches {
  const raw = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${TOUCH_COOKIE}=`))
    ?.slice(TOUCH_COOKIE.length + 1);
  if (!raw) return {};
  try {
    const parsed = JSON.parse(decodeURIComponent(raw)) as { first?: unknown; last?: unknown };
    const first = cleanTouch(parsed.first);
    const last = cleanTouch(parsed.last);
    return { ...(first ? { first } : {}), ...(last ? { last } : {}) };
  } catch {
    return {};
  }
}

/** The touches after a new one: the first kept when there is one, the last replaced. */
export const withTouch = (touches: Touches, touch: Touch): Touches => ({
  first: touches.first ?? touch,
  last: touch,
});

export function touchCookie(touches: Touches, secure: boolean): string {
  const value = encodeURIComponent(JSON.stringify(touches));
  return `${TOUCH_COOKIE}=${value}; Max-Age=${TOUCH_MAX_AGE_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The Set-Cookie a landing needs (a URL with a touch), else null. */
export function landingCookie(request: Request, now: Date): string | null {
  const url = new URL(request.url);
  const touch = touchOfUrl(url, now);
  if (!touch) return null;
  return touchCookie(withTouch(readTouches(request.headers.get('Cookie')), touch), url.protocol === 'https:');
}
