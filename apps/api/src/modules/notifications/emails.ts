/**
 * The commerce e-mails, in Spanish, as text and HTML, from an outbox row's payload. Amounts
 * are the decimal strings written with the contract's formatMoney (es-AR: "$ 1.234,56").
 */
import { formatMoney, type MoneyCurrency } from '@catedra/contract';
import type { CommerceMailKind } from '../../db/schema/index.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export type CommercePayload = {
  firstName: string;
  courseId: string | null;
  courseTitle: string | null;
  amount?: string;
  currency?: MoneyCurrency;
  refundedAmount?: string;
  invitationUrl?: string | null;
};

/** A paragraph: its text, and a link in the HTML when it has one. */
export type Paragraph = string | { text: string; link: { label: string; href: string } };

export type RenderedEmail = { subject: string; text: string; html: string };

/** The commerce e-mails' layout: the greeting, the paragraphs and the signature, as text and HTML. */
export function renderEmail(subject: string, firstName: string, paragraphs: Paragraph[]): RenderedEmail {
  const all: Paragraph[] = [`Hola ${firstName}:`, ...paragraphs, 'El equipo de Cátedra'];
  const text = all
    .map((paragraph) =>
      typeof paragraph === 'string' ? paragraph : `${paragraph.text}\n${paragraph.link.href}`,
    )
    .join('\n\n');
  const html = all
    .map((paragraph) =>
      typeof paragraph === 'string'
        ? `<p>${escapeHtml(paragraph)}</p>`
        : `<p>${escapeHtml(paragraph.text)} <a href="${escapeHtml(paragraph.link.href)}">${escapeHtml(paragraph.link.label)}</a></p>`,
    )
    .join('\n');
  return { subject, text, html };
}

const courseOf = (payload: CommercePayload) =>
  payload.courseTitle ? ` del curso «${payload.courseTitle}»` : '';

/** The e-mail of an outbox row; `webOrigin` is the public site (links to it). */
export function commerceEmail(
  kind: CommerceMailKind,
  payload: CommercePayload,
  webOrigin: string,
): RenderedEmail {
  const money = (amount: string | undefined) => formatMoney(amount ?? '0.00', payload.currency ?? 'ARS');
  const courseLink = payload.courseId ? `${webOrigin}/me/courses/${payload.courseId}` : `${webOrigin}/me`;
  switch (kind) {
    case 'PAYMENT_APPROVED':
      return renderEmail('Recibimos tu pago', payload.firstName, [
        `Recibimos tu pago de ${money(payload.amount)}${courseOf(payload)}.`,
        'Te adjuntamos el comprobante en PDF.',
        { text: 'Podés ir al curso desde tu área:', link: { label: 'Ir al curso', href: courseLink } },
      ]);
    case 'PAYMENT_REJECTED':
      return renderEmail('Tu pago fue rechazado', payload.firstName, [
        `El pago de ${money(payload.amount)}${courseOf(payload)} fue rechazado y no se cobró nada.`,
        {
          text: 'Podés intentarlo de nuevo, con otro medio si querés, desde Mis pagos:',
          link: { label: 'Reintentar el pago', href: `${webOrigin}/me/payments` },
        },
      ]);
    case 'REFUND_MADE':
      return renderEmail('Te hicimos un reembolso', payload.firstName, [
        `Te devolvimos ${money(payload.refundedAmount)} del pago de ${money(payload.amount)}${courseOf(payload)}.`,
        'Según el medio de pago, puede tardar unos días en verse en tu cuenta.',
        {
          text: 'El detalle está en Mis pagos:',
          link: { label: 'Ver Mis pagos', href: `${webOrigin}/me/payments` },
        },
      ]);
    case 'ENROLLMENT_ACTIVE':
      return renderEmail('Tu inscripción está activa', payload.firstName, [
        `Tu inscripción${courseOf(payload)} está activa.`,
        payload.invitationUrl
          ? {
              text: 'Sumate al grupo del curso con esta invitación:',
              link: { label: 'Unirme al curso', href: payload.invitationUrl },
            }
          : 'El enlace de invitación al grupo del curso va a estar en tu área cuando el equipo lo publique.',
        {
          text: 'Las clases y materiales están en tu área:',
          link: { label: 'Ir al curso', href: courseLink },
        },
      ]);
    case 'MEETING_INVITATION':
    case 'MEETING_CANCELLATION':
      // Written whole by the meeting-calls module when due (enqueuePreparedEmail): never rendered here.
      throw new Error(`${kind} e-mails carry their prepared text`);
  }
}
