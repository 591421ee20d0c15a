/** The browser side of POST /api/auth: hands the token to the web server (or '' to log out). */
export async function postAuthToken(token: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const response = await fetch('/api/auth', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ token }),
      signal,
    });
    return response.ok;
  } catch (error) {
    if (signal?.aborted) throw error;
    return false;
  }
}
