/**
 * The course page's lead form on the web server: reads the posted fields, sends them with the
 * visit's touches (the cookie, `touches.ts`) to `submitCourseLead`, and answers the form's state.
 * The visitor's address goes on as `X-Forwarded-For` (the API counts its rate limit per client
 * when it trusts this server as a proxy: TRUST_PROXY).
 */
import { type ApiClient, ApiError } from '@catedra/client';
import type { SiteMessages } from '../../i18n/site';
import type { LeadFormState } from './lead-form';
import { readLeadForm } from './lead-form-input';
import { readTouches } from './touches';

export async function submitLeadForm(
  client: ApiClient,
  request: Request,
  courseId: string,
  texts: SiteMessages['leadForm'],
): Promise<LeadFormState> {
  const read = readLeadForm(await request.formData(), texts);
  if (!read.ok) return { sent: false, errors: read.errors, values: read.values };
  const touches = readTouches(request.headers.get('Cookie'));
  const forwarded = request.headers.get('X-Forwarded-For');
  try {
    await client.submitCourseLead(
      {
        courseId,
        courseLeadSubmission: {
          ...read.body,
          ...(touches.first ? { firstTouch: touches.first } : {}),
          ...(touches.last ? { lastTouch: touches.last } : {}),
        },
      },
      forwarded ? { headers: { 'X-Forwarded-For': forwarded } } : {},
    );
    return { sent: true };
  } catch (error) {
    const { body } = read;
    const values = {
      fullName: body.fullName,
      email: body.email,
      phone: body.phone ?? '',
      message: body.message ?? '',
    };
    const failure = error instanceof ApiError && error.status === 429 ? texts.tooMany : texts.failed;
    return { sent: false, errors: {}, values, failure };
  }
}
