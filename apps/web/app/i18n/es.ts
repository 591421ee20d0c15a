/**
 * The Spanish (es-AR) message catalogue: every string the web app shows. Its shape is the
 * `Messages` type, so another language is a sibling file typed `Messages` and a missing
 * message is a compile error. Placeholders are written `{name}` and filled by `format`.
 */
import type { Scope } from '@catedra/contract';
import { esAcademic } from './es-academic';
import { esAutomation } from './es-automation';
import { esCalls, esCommissions } from './es-calls';
import { esEnrollments } from './es-enrollments';
import { esIdentity } from './es-identity';
import { esJobs } from './es-jobs';
import { esLeads } from './es-leads';
import { esMessaging } from './es-messaging';
import { esPages } from './es-pages';
import { esPayments } from './es-payments';
import { esProblems } from './es-problems';
import { esReminders } from './es-reminders';
import { esReports } from './es-reports';
import { esSales } from './es-sales';
import { esSellingPlans } from './es-selling-plans';
import { esSite, type SiteMessages } from './es-site';

type ScopeText = { label: string; description: string };

/** One entry per scope: `Record<Scope, …>` makes a forgotten scope a compile error. */
const scopes: Record<Scope, ScopeText> = {
  SU: {
    label: 'Superusuario',
    description: 'Acceso total a la plataforma, incluida la asignación de roles.',
  },
  MANAGER_ADMIN: {
    label: 'Gerencia (administración)',
    description: 'Gestiona todas las áreas y ve todos los reportes.',
  },
  MANAGER: { label: 'Gerencia', description: 'Consulta toda la información y los reportes de gestión.' },
  ACADEMIC_ADMIN: {
    label: 'Administración académica',
    description: 'Gestiona cursos, temas, plantillas, clases, exámenes, asistencia y certificados.',
  },
  ACADEMIC: {
    label: 'Equipo académico',
    description: 'Gestiona clases, contenidos, exámenes, asistencia y certificados.',
  },
  TEACHER: {
    label: 'Docente',
    description: 'Gestiona las clases, la asistencia y las correcciones de los cursos que dicta.',
  },
  HOST: { label: 'Host', description: 'Acompaña las clases en vivo y registra la asistencia.' },
  COMMERCIAL_ADMIN: {
    label: 'Administración comercial',
    description: 'Gestiona planes de pago, alianzas, inscripciones, pagos, movimientos y contabilidad.',
  },
  COMMERCIAL: {
    label: 'Equipo comercial',
    description: 'Gestiona inscripciones y pagos, y consulta planes y reportes.',
  },
  SELLER_ADMIN: {
    label: 'Jefatura de ventas',
    description: 'Ve todos los leads, las llamadas y las ventas del equipo.',
  },
  SELLER: {
    label: 'Ventas',
    description: 'Gestiona sus leads y llamadas, y genera enlaces de pago para sus inscripciones.',
  },
  SELLER_EXTERNAL: {
    label: 'Ventas (externo)',
    description: 'Gestiona sus leads y enlaces de pago, sin acceso al panel.',
  },
  MARKETING: { label: 'Marketing', description: 'Gestiona leads, plantillas de mensajes y envíos.' },
  FARMING: {
    label: 'Cobranzas y retención',
    description: 'Sigue las inscripciones con deuda, los recordatorios y los mensajes.',
  },
  ALLIANCE_ADMIN: {
    label: 'Administración de alianza',
    description: 'Consulta usuarios, inscripciones, certificados y precios de su alianza.',
  },
  STUDENT: { label: 'Estudiante', description: 'Cursa, paga sus cuotas y descarga sus certificados.' },
  BASIC: { label: 'Cuenta básica', description: 'Gestiona su perfil y puede inscribirse a cursos.' },
};

export const es = {
  ...esSite,
  login: {
    title: 'Ingresá a tu cuenta',
    subtitle: 'Usá el e-mail y la contraseña con los que te registraste.',
    email: 'E-mail',
    emailPlaceholder: 'nombre@ejemplo.com',
    password: 'Contraseña',
    submit: 'Ingresar',
    emailRequired: 'Ingresá tu e-mail.',
    emailInvalid: 'Ingresá un e-mail válido, por ejemplo nombre@ejemplo.com.',
    passwordRequired: 'Ingresá tu contraseña.',
    invalidCredentials: 'E-mail o contraseña incorrectos.',
    tooManyAttempts: 'Demasiados intentos. Esperá unos minutos y volvé a probar.',
    unavailable: 'No pudimos conectarnos con Cátedra. Revisá tu conexión y volvé a intentar.',
    failed: 'No pudimos iniciar tu sesión. Volvé a intentar.',
    deactivated: 'Tu cuenta está desactivada. Escribinos si creés que es un error.',
  },
  admin: {
    title: 'Panel de gestión',
    menu: 'Menú del panel',
    collapseMenu: 'Contraer el menú',
    expandMenu: 'Expandir el menú',
    comingSoon: 'Próximamente',
    backToSite: 'Ir al sitio',
    loadFailedTitle: 'No pudimos cargar tu usuario',
    loadFailedText: 'Volvé a cargar la página. Si el problema sigue, cerrá la sesión y volvé a ingresar.',
    reload: 'Volver a cargar',
    notFoundTitle: 'Esta sección del panel no existe',
    notFoundText: 'Revisá la dirección o elegí una sección del menú.',
    backToStart: 'Ir al inicio del panel',
    entries: {
      home: { label: 'Inicio', description: 'Tu cuenta, tus roles y las áreas a las que accedés.' },
      users: { label: 'Usuarios', description: 'Cuentas, datos de contacto y roles.' },
      courses: { label: 'Cursos', description: 'Cursos, clases, exámenes, asistencia y planes de pago.' },
      topics: { label: 'Temas', description: 'Temas que agrupan cursos y plantillas.' },
      templates: { label: 'Plantillas', description: 'Calendarios de clases y exámenes reutilizables.' },
      enrollments: {
        label: 'Inscripciones',
        description: 'Inscripciones, cuotas, deuda, becas y comentarios.',
      },
      payments: { label: 'Pagos', description: 'Pagos de cada medio y su estado.' },
      moneyMovements: { label: 'Movimientos', description: 'Ingresos, reintegros, contracargos y ajustes.' },
      reminders: {
        label: 'Recordatorios',
        description: 'Etapas y textos de los recordatorios de pago, y los feriados.',
      },
      reports: {
        label: 'Informes',
        description: 'Ingresos por mes, deuda por antigüedad, tasa de cobro, cursos y temas, inscripciones.',
      },
      sales: { label: 'Ventas', description: 'Tus ventas: inscripciones referidas y sus links de pago.' },
      leads: { label: 'Interesados', description: 'Personas interesadas y su seguimiento.' },
      attribution: {
        label: 'Atribución',
        description: 'Inscripciones e ingresos por referente y origen de marketing.',
      },
      meetingCalls: { label: 'Llamadas', description: 'Entrevistas agendadas con leads y estudiantes.' },
      commissions: { label: 'Comisiones', description: 'Cifras de cada vendedor, su tasa y sus pagos.' },
      alliances: { label: 'Alianzas', description: 'Organizaciones aliadas y sus niveles de precios.' },
      certificates: { label: 'Certificados', description: 'Certificados emitidos, su estado y su PDF.' },
      messaging: {
        label: 'Mensajes',
        description: 'Los mensajes de WhatsApp enviados, su estado y sus clics.',
      },
      automation: {
        label: 'Automatización',
        description: 'Las filas enviadas a la planilla o automatización externa, y su estado.',
      },
      jobs: {
        label: 'Tareas',
        description: 'Trabajos automáticos: cuándo corren, qué hicieron y sus errores.',
      },
      devMailbox: {
        label: 'Correo de desarrollo',
        description: 'Los e-mails guardados mientras no hay SMTP configurado.',
      },
    },
    home: {
      greeting: 'Hola, {name}',
      intro: 'Este es el panel de gestión de Cátedra. Lo que ves depende de tus roles.',
      profileTitle: 'Tu cuenta',
      email: 'E-mail',
      security: 'Tu perfil, tu contraseña y tu e-mail',
      scopesTitle: 'Tus roles',
      scopesIntro: 'Cada rol habilita tareas distintas dentro del panel.',
      areasTitle: 'Áreas a las que accedés',
      areasIntro: 'Estas secciones del panel están habilitadas para tus roles.',
      noAreas: 'Tus roles todavía no habilitan ninguna sección además del inicio.',
    },
  },
  scopes,
  ...esIdentity,
  /** Every list's filter panel (ui/list-page). */
  filterPanel: { clear: 'Limpiar filtros' },
  /** The date and time pickers (ui/date-fields). */
  dates: {
    hours: 'Hora',
    minutes: 'Minuto',
    done: 'Listo',
  },
  /** The country picker and the phone field (ui/country-select, ui/phone-field). */
  countries: {
    placeholder: 'Elegí un país',
    /** A filter or a course without a country: every country. */
    all: 'Todos los países',
    nothingFound: 'Ningún país coincide con lo que escribiste.',
    phonePrefix: 'Código de país',
    phoneNumber: 'Número',
    phoneNumberPlaceholder: 'Código de área y número',
  },
  /** The name of a Markdown table's scrolling box (ui/markdown). */
  markdownTable: 'Tabla',
  /** A list's CSV download with its filters (ui/list-page/export-button). */
  exportCsv: 'Exportar CSV',
  pages: esPages,
  academic: esAcademic,
  enrollments: esEnrollments,
  payments: esPayments,
  reminders: esReminders,
  automation: esAutomation,
  problems: esProblems,
  sellingPlans: esSellingPlans,
  sales: esSales,
  calls: esCalls,
  commissions: esCommissions,
  leads: esLeads,
  messaging: esMessaging,
  jobs: esJobs,
  reports: esReports,
};

/** The shape every catalogue must have. */
export type Messages = typeof es;

/** The public site's catalogue is a part of this one, under the same paths. */
export const siteIsPartOfMessages: Messages extends SiteMessages ? true : never = true;
