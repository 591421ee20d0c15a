/**
 * The part of the catalogue the public site runs: the frame (header, footer, session texts,
 * skeleton), the informational pages' titles, the catalogue, a course's page and its plans.
 * Public pages import only this (`i18n/site`), so the rest of the catalogue (admin, student
 * area, forms, payments: some 15 KiB) stays out of their JavaScript (issue 18). The whole
 * catalogue (`es.ts`) is built from these same objects, so a message is written once.
 */

/** The academic texts a public page shows: load states, the catalogue, a course, its teachers. */
export const esAcademicSite = {
  states: {
    loading: 'Cargando…',
    errorTitle: 'No pudimos cargar esta información',
    retry: 'Reintentar',
  },
  errors: {
    failed: 'Ocurrió un error inesperado. Volvé a intentar.',
    unavailable: 'No pudimos conectarnos con Cátedra. Revisá tu conexión.',
    forbidden: 'No tenés permiso para hacer esto.',
    notFound: 'No encontramos lo que buscabas.',
    checkFields: 'Revisá los datos marcados.',
    conflict: 'La operación choca con datos existentes.',
  },
  catalogue: {
    title: 'Cursos disponibles',
    intro: 'Elegí un curso, mirá su programa y sus próximas clases.',
    searchLabel: 'Buscar cursos',
    searchPlaceholder: 'Título, tema o palabra clave',
    topicLabel: 'Tema',
    allTopics: 'Todos los temas',
    empty: 'No hay cursos que coincidan con tu búsqueda.',
    dates: '{start} – {end}',
    teachers: 'Docentes: {names}',
    noTeachers: 'Docentes a confirmar',
    seeCourse: 'Ver el curso',
    enrollmentClosed: 'Inscripción cerrada',
    enrollmentOpen: 'Inscripción abierta',
    finished: 'Curso finalizado',
    everywhere: 'Toda Latinoamérica',
  },
  course: {
    notFoundTitle: 'No encontramos este curso',
    notFoundText: 'Puede que el enlace esté mal escrito o que el curso ya no esté en el catálogo.',
    backToCatalogue: 'Ver todos los cursos',
    aboutTitle: 'Sobre el curso',
    teachersTitle: 'Docentes',
    scheduleTitle: 'Próximas clases',
    scheduleZone: 'Horarios en {zone}, la zona del curso.',
    scheduleEmpty: 'Todavía no hay clases próximas publicadas.',
    duration: '{minutes} min',
    dates: 'Del {start} al {end}',
    capacity: 'Cupo: {capacity} estudiantes',
  },
  teachers: {
    listTitle: 'Nuestros docentes',
    listIntro: 'Quienes dictan hoy los cursos activos de Cátedra.',
    empty: 'Todavía no hay docentes con cursos activos.',
  },
};

/** A course's plans and "Inscribirme" on its public page. */
export const esCoursePlans = {
  title: 'Planes de pago',
  empty: 'Este curso todavía no tiene planes de pago publicados.',
  currencyNote:
    'Precios en {currency}, la moneda que elegiste. Los planes en otra moneda se muestran en su propia moneda, sin conversión.',
  currencyNoteUnchosen: 'Cada plan se muestra en su propia moneda, sin conversión.',
  upfront: '{amount} en un pago',
  recurring: '{count} cuotas de {amount}',
  hybrid: 'Anticipo de {upfront} y {count} cuotas de {amount}',
  complete: 'Cuotas mensuales de {amount} durante todo el curso',
  enroll: 'Inscribirme',
  signInToEnroll: 'Ingresá para inscribirte',
  closed: 'Inscripciones cerradas',
  enrolledTitle: 'Tu inscripción quedó registrada',
  enrolledText: 'Queda pendiente hasta el primer pago: {amount}, con vencimiento el {date}.',
  goToMine: 'Ver mis inscripciones',
  otherCurrency: 'En {currency}',
};

/** Selling's texts on a course's public page: its plans and, once enrolled, where to pay. */
export const esEnrollmentsSite = {
  plans: esCoursePlans,
  me: { payNote: 'Pagá tus cuotas en línea desde Mis pagos.' },
};

export const esSite = {
  brand: {
    name: 'Cátedra',
    tagline: 'Cursos online en vivo',
  },
  meta: {
    description:
      'Cátedra: cursos online en vivo para Argentina y Latinoamérica, con certificados verificables y pago en cuotas.',
    imageAlt: 'Cátedra: aprendé en vivo, con docentes que trabajan en lo que enseñan',
    /** Each public page's description for search engines and link previews (og:title, og:description). */
    pages: {
      home: {
        title: 'Cátedra: cursos online en vivo',
        description:
          'Cursos online en vivo para Argentina y Latinoamérica: grupos reducidos, clases grabadas, certificados verificables y pago en cuotas.',
      },
      about: {
        title: 'Sobre Cátedra',
        description:
          'Quiénes somos, cómo enseñamos y por qué nuestras clases son en vivo y en grupos reducidos.',
      },
      terms: {
        title: 'Términos y condiciones de Cátedra',
        description:
          'Las condiciones de uso de Cátedra: inscripciones, pagos, clases, certificados y datos personales.',
      },
      teachers: {
        title: 'Docentes de Cátedra',
        description: 'Conocé a los docentes de Cátedra: profesionales que trabajan en lo que enseñan.',
      },
      jobs: {
        title: 'Trabajá en Cátedra',
        description: 'Sumate a Cátedra: búsquedas abiertas para docentes y para el equipo.',
      },
      refund: {
        title: 'Política de reembolsos de Cátedra',
        description: 'Cuándo y cómo pedir la devolución de lo que pagaste por un curso de Cátedra.',
      },
      certificate: {
        title: 'Certificado {code} de Cátedra',
        description: 'Verificá si el certificado {code} fue emitido por Cátedra, a quién y por qué curso.',
      },
      courseFallback: 'Un curso online en vivo de Cátedra.',
    },
  },
  nav: {
    home: 'Inicio',
    about: 'Sobre nosotros',
    teachers: 'Docentes',
    jobs: 'Empleos',
    terms: 'Términos',
    refund: 'Reembolsos',
    signIn: 'Ingresar',
    signUp: 'Crear cuenta',
    myCourses: 'Mis cursos',
    sales: 'Ventas',
    signOut: 'Cerrar sesión',
    adminPanel: 'Panel de gestión',
    openMenu: 'Abrir el menú',
    mainNavigation: 'Navegación principal',
  },
  preferences: {
    themeToLight: 'Usar tema claro',
    themeToDark: 'Usar tema oscuro',
    currencyLabel: 'Moneda',
    currencyNotChosen: 'Elegir moneda',
    currencyHint: 'Moneda en la que se muestran los precios',
    currencies: { ARS: 'Pesos argentinos (ARS)', USD: 'Dólares (USD)' },
  },
  footer: {
    about: 'Cátedra es una academia online con clases en vivo para Argentina y Latinoamérica.',
    legal: 'Legales',
    company: 'Cátedra',
    terms: 'Términos y condiciones',
    refund: 'Política de reembolsos',
    rights: '© {year} Cátedra. Todos los derechos reservados.',
  },
  session: {
    // These three texts are the specification's (section 8), byte for byte.
    goodbye: '¡Volvé pronto! Te esperamos 😀',
    endedByError: 'Sesión finalizada por error',
    userLoadFailed: 'App: Error obteniendo informacion',
    loading: 'Cargando tu sesión…',
  },
  skeleton: {
    loading: 'Cargando la página…',
  },
  notFound: {
    title: 'No encontramos esta página',
    text: 'Puede que el enlace esté mal escrito o que la página ya no exista.',
    back: 'Volver al inicio',
    shortLinkTitle: 'Este enlace no existe',
    shortLinkText: 'Puede que esté mal copiado. Si es un enlace de pago, pedí uno nuevo a quien te lo mandó.',
    errorTitle: 'Algo salió mal',
    errorText: 'Ocurrió un error inesperado. Volvé a intentar en unos minutos.',
  },
  /** Every paged table (ui/data-list) and the public lists' pagination. */
  lists: {
    records: 'Mostrando {from}–{to} de {total}',
    perPage: 'Filas por página',
    filters: 'Filtros',
    filtersActive: 'Filtros ({count})',
    firstPage: 'Primera página',
    previousPage: 'Página anterior',
    nextPage: 'Página siguiente',
    lastPage: 'Última página',
  },
  skipToContent: 'Saltar al contenido',
  /** A course page's "Quiero que me contacten" (a plain HTML form the server handles). */
  leadForm: {
    title: 'Quiero que me contacten',
    intro: 'Dejanos tus datos y alguien del equipo te escribe para contarte sobre el curso.',
    fullName: 'Nombre y apellido',
    email: 'E-mail',
    phone: 'Teléfono (opcional, con código de país)',
    phonePlaceholder: '+54 9 11 1234 5678',
    message: 'Tu consulta (opcional)',
    website: 'No completes este campo',
    consent: 'Acepto que Cátedra me contacte por e-mail, teléfono o WhatsApp sobre este curso.',
    submit: 'Quiero que me contacten',
    sentTitle: '¡Gracias! Recibimos tus datos',
    sentText: 'Te vamos a contactar pronto para contarte todo sobre el curso.',
    required: 'Completá este dato.',
    emailInvalid: 'Escribí un e-mail válido.',
    phoneInvalid: 'Escribí el teléfono con código de país, por ejemplo +54 9 11 1234 5678.',
    consentRequired: 'Necesitamos tu permiso para contactarte.',
    tooMany: 'Recibimos muchos pedidos desde tu conexión. Probá de nuevo en un minuto.',
    failed: 'No pudimos enviar tus datos. Probá de nuevo en unos minutos.',
  },
  academic: esAcademicSite,
  enrollments: esEnrollmentsSite,
};

/** The shape of the public site's catalogue: a part of `Messages`, same paths. */
export type SiteMessages = typeof esSite;
