/**
 * A refused answer as its status and problem code, so a test of a refusal checks what refused
 * it, not only the HTTP status: `expect(refusal(answer)).toEqual({ status: 404, code: 'NOT_FOUND' })`.
 */
export function refusal(answer: { statusCode: number; json(): unknown }) {
  return { status: answer.statusCode, code: (answer.json() as { code?: string }).code };
}
