/**
 * A small JSON-over-HTTP helper for vendor adapters: one place that turns a vendor's
 * failure into an error that names the vendor and status, never its credentials.
 */

/** Why a vendor call failed: an error status, no answer in time, no connection, or an answer we cannot read. */
export type VendorFailure = 'status' | 'timeout' | 'network' | 'invalid-answer';

export class VendorError extends Error {
  override readonly name = 'VendorError';
  constructor(
    readonly vendor: string,
    /** The HTTP status; 0 when the vendor did not answer. */
    readonly status: number,
    readonly body: unknown,
    readonly failure: VendorFailure = 'status',
  ) {
    super(failure === 'status' ? `${vendor} answered ${status}` : `${vendor} call failed: ${failure}`);
  }
}

/** How long a vendor call may take unless the adapter says otherwise. */
export const DEFAULT_VENDOR_TIMEOUT_MS = 15_000;

export type JsonRequest = {
  method: string;
  headers: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent exactly as given, for vendors that sign the bytes (dLocal) or take a form (PayPal's token). */
  rawBody?: string;
  timeoutMs?: number;
};

export async function requestJson<T>(vendor: string, url: string, init: JsonRequest): Promise<T> {
  const body = init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
  const response = await send(vendor, url, {
    method: init.method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...init.headers,
    },
    body,
    signal: AbortSignal.timeout(init.timeoutMs ?? DEFAULT_VENDOR_TIMEOUT_MS),
  });
  const text = await response.text().catch(() => {
    throw new VendorError(vendor, response.status, undefined, 'timeout');
  });
  const answer = parseAnswer(text);
  if (!response.ok) throw new VendorError(vendor, response.status, answer);
  if (typeof answer === 'string') throw new VendorError(vendor, response.status, undefined, 'invalid-answer');
  return answer as T;
}

async function send(vendor: string, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    // The cause is not kept: a fetch error's message may carry the URL, never a credential,
    // but the typed failure is all a caller needs.
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new VendorError(vendor, 0, undefined, timedOut ? 'timeout' : 'network');
  }
}

/** A vendor's error page may be HTML: kept as text, so the error still names the status. */
function parseAnswer(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text.slice(0, 500);
  }
}
