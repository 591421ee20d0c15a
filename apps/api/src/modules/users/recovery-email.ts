/** The password recovery e-mail, in Spanish, as text and HTML. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export function recoveryEmail(input: { firstName: string; link: string; minutes: number }) {
  const subject = 'Recuperá tu contraseña de Cátedra';
  const text = [
    `Hola ${input.firstName}:`,
    '',
    'Recibimos un pedido para cambiar la contraseña de tu cuenta de Cátedra.',
    `Para elegir una nueva, abrí este enlace (vale ${input.minutes} minutos y se puede usar una sola vez):`,
    '',
    input.link,
    '',
    'Si no lo pediste vos, ignorá este mensaje: tu contraseña sigue siendo la misma.',
    '',
    'El equipo de Cátedra',
  ].join('\n');
  const html = `<p>Hola ${escapeHtml(input.firstName)}:</p>
<p>Recibimos un pedido para cambiar la contraseña de tu cuenta de Cátedra.</p>
<p><a href="${escapeHtml(input.link)}">Elegí una nueva contraseña</a> (el enlace vale ${input.minutes} minutos y se puede usar una sola vez).</p>
<p>Si no lo pediste vos, ignorá este mensaje: tu contraseña sigue siendo la misma.</p>
<p>El equipo de Cátedra</p>`;
  return { subject, text, html };
}
