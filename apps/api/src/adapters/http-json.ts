/**
 * A small JSON-over-HTTP helper for vendor adapters: one place that turns a vendor's
 * failure into an error that names the vendor and status, never its credentials.
 */
export class VendorError extends Error {
  override readonly name = 'VendorError';
  constructor(
    readonly vendor: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${vendor} answered ${status}`);
  }
}

export async function requestJson<T>(
  vendor: string,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: unknown },
): Promise<T> {
  const response = await fetch(url, {
    method: init.method,
    headers: {
      Accept: 'application/json',
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  const body = text ? (JSON.parse(text) as unknown) : undefined;
  if (!response.ok) throw new VendorError(vendor, response.status, body);
  return body as T;
}
