/**
 * A meeting call's invitation as calendars accept it (RFC 5545/5546): an iCalendar event with
 * METHOD:REQUEST (or CANCEL with STATUS:CANCELLED), a UID that is the call's for good, the
 * SEQUENCE the call is at (one more on every change sent), the seller as organizer and the
 * invitee as attendee, CRLF line endings (the `ics` package writes them); and the Spanish
 * e-mail that carries it, with the same method in its calendar part's Content-Type (mailer.ts).
 */
import { createEvent } from 'ics';
import type { PreparedEmail, PreparedMailKind } from '../notifications/index.js';

export type InvitationMethod = 'REQUEST' | 'CANCEL';

export type InvitedCall = {
  id: string;
  scheduledAt: Date;
  endsAt: Date;
  meetingUrl: string | null;
  sequence: number;
  invitee: { email: string; name: string | null };
  seller: { email: string; name: string };
};

/** The call's UID in every calendar: the same for its whole life, whatever changes. */
export const uidOf = (callId: string) => `${callId}@catedra`;

export function icsOf(call: InvitedCall, method: InvitationMethod, now: Date): string {
  const { error, value } = createEvent({
    productId: '-//Catedra//Llamadas//ES',
    method,
    uid: uidOf(call.id),
    sequence: call.sequence,
    // DTSTAMP: when the invitation was written (the package reads `timestamp`; its types omit it).
    ...({ timestamp: now.getTime() } as object),
    start: call.scheduledAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: call.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `Llamada con ${call.seller.name} (Cátedra)`,
    description: call.meetingUrl ? `Enlace de la reunión: ${call.meetingUrl}` : 'Llamada de Cátedra',
    ...(call.meetingUrl ? { location: call.meetingUrl, url: call.meetingUrl } : {}),
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: call.seller.name, email: call.seller.email },
    attendees: [
      {
        name: call.invitee.name ?? call.invitee.email,
        email: call.invitee.email,
        rsvp: true,
        partstat: 'NEEDS-ACTION',
        role: 'REQ-PARTICIPANT',
      },
    ],
  });
  if (error || !value) throw error ?? new Error('the invitation could not be written');
  return value;
}

/** When the call is, in Spanish, in the given zone with its offset ("jueves, 3 de diciembre, 15:00 GMT-3"). */
export function whenOf(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('es-AR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
    timeZoneName: 'short',
  }).format(at);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The e-mail of one invitation or cancellation, with its .ics. */
export function invitationEmail(
  call: InvitedCall,
  method: InvitationMethod,
  now: Date,
  timeZone: string,
): { kind: PreparedMailKind; email: PreparedEmail } {
  const when = whenOf(call.scheduledAt, timeZone);
  const cancelled = method === 'CANCEL';
  const subject = cancelled
    ? `Llamada cancelada: ${when}`
    : call.sequence === 0
      ? `Invitación a una llamada con ${call.seller.name}: ${when}`
      : `Llamada actualizada: ${when}`;
  const paragraphs = [
    `Hola${call.invitee.name ? ` ${call.invitee.name}` : ''}:`,
    cancelled
      ? `${call.seller.name} canceló la llamada del ${when}.`
      : `${call.seller.name}, de Cátedra, te invita a una llamada el ${when}.`,
    ...(!cancelled && call.meetingUrl ? [`Enlace de la reunión: ${call.meetingUrl}`] : []),
    cancelled
      ? 'Si tu calendario la tenía, ya la quita con el archivo adjunto.'
      : 'Agregala a tu calendario con la invitación adjunta. Si no podés, respondé este correo.',
    'El equipo de Cátedra',
  ];
  return {
    kind: cancelled ? 'MEETING_CANCELLATION' : 'MEETING_INVITATION',
    email: {
      subject,
      text: paragraphs.join('\n\n'),
      html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n'),
      calendar: {
        method,
        content: icsOf(call, method, now),
        filename: cancelled ? 'cancelacion.ics' : 'invitacion.ics',
      },
    },
  };
}
