/** The public informational pages: their address, their main heading and their shared title. */
export const INFORMATION_PAGES = [
  {
    path: '/',
    heading: 'Aprendé en vivo, con docentes que trabajan en lo que enseñan',
    title: 'Cátedra: cursos online en vivo',
  },
  { path: '/about', heading: 'Una academia online hecha para cursar en serio', title: 'Sobre Cátedra' },
  { path: '/terms', heading: 'Términos y condiciones', title: 'Términos y condiciones de Cátedra' },
  { path: '/teachers', heading: 'Cómo se enseña en Cátedra', title: 'Docentes de Cátedra' },
  { path: '/jobs', heading: 'Sumate al equipo de Cátedra', title: 'Trabajá en Cátedra' },
  { path: '/refund', heading: 'Política de reembolsos', title: 'Política de reembolsos de Cátedra' },
];
