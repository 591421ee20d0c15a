/** The invitation e-mail, in Spanish, as text and HTML: the link sets the invitee's first password. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export function invitationEmail(input: { firstName: string; invitedBy: string; link: string; days: number }) {
  const subject = 'Te invitaron a Cátedra';
  const text = [
    `Hola ${input.firstName}:`,
    '',
    `${input.invitedBy} te creó una cuenta en Cátedra.`,
    `Para empezar, elegí tu contraseña en este enlace (vale ${input.days} días y se puede usar una sola vez):`,
    '',
    input.link,
    '',
    'Si no esperabas esta invitación, ignorá este mensaje.',
    '',
    'El equipo de Cátedra',
  ].join('\n');
  const html = `<p>Hola ${escapeHtml(input.firstName)}:</p>
<p>${escapeHtml(input.invitedBy)} te creó una cuenta en Cátedra.</p>
<p><a href="${escapeHtml(input.link)}">Elegí tu contraseña</a> (el enlace vale ${input.days} días y se puede usar una sola vez).</p>
<p>Si no esperabas esta invitación, ignorá este mensaje.</p>
<p>El equipo de Cátedra</p>`;
  return { subject, text, html };
}
