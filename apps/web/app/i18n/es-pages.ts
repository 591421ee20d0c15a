/**
 * Spanish (es-AR) content of the public informational pages. It lives in the catalogue,
 * like every other string, so that a translation only has to add a sibling file with the
 * same shape (the `PagesContent` type makes a missing section a compile error).
 */

export type ContentSection = {
  heading: string;
  paragraphs?: string[];
  items?: string[];
  /** Paragraphs that follow the list. */
  closing?: string[];
};

export type InfoPageContent = {
  eyebrow: string;
  title: string;
  lead: string;
  sections: ContentSection[];
  updatedAt?: string;
};

export type JobOpening = {
  title: string;
  team: string;
  location: string;
  modality: string;
  summary: string;
  responsibilities: string[];
  requirements: string[];
};

export type PagesContent = {
  home: {
    eyebrow: string;
    title: string;
    subtitle: string;
    primaryCta: string;
    /** The main button for a signed-in person: to his own area (staff, student). */
    primaryCtaPanel: string;
    primaryCtaMe: string;
    primaryCtaSales: string;
    secondaryCta: string;
    valueTitle: string;
    values: { title: string; text: string }[];
    stepsTitle: string;
    steps: { title: string; text: string }[];
    paymentsTitle: string;
    paymentsText: string;
    paymentsItems: string[];
    closingTitle: string;
    closingText: string;
    closingCta: string;
  };
  about: InfoPageContent;
  terms: InfoPageContent;
  refund: InfoPageContent;
  teachers: InfoPageContent & {
    stepsTitle: string;
    steps: { title: string; text: string }[];
    ctaTitle: string;
    ctaText: string;
    ctaEmail: string;
  };
  jobs: InfoPageContent & {
    openingsTitle: string;
    openings: JobOpening[];
    applyTitle: string;
    applyText: string;
    applyEmail: string;
    responsibilitiesLabel: string;
    requirementsLabel: string;
  };
};

export const esPages: PagesContent = {
  home: {
    eyebrow: 'Cursos online en vivo para Argentina y Latinoamérica',
    title: 'Aprendé en vivo, con docentes que trabajan en lo que enseñan',
    subtitle:
      'En Cátedra cursás con clases en vivo, grupos reducidos y devoluciones reales. Si un día no llegás, tenés la grabación. Al terminar recibís un certificado que cualquiera puede verificar con su código.',
    primaryCta: 'Ingresar a mi cuenta',
    primaryCtaPanel: 'Ir al panel de gestión',
    primaryCtaMe: 'Ir a mis cursos',
    primaryCtaSales: 'Ir a Ventas',
    secondaryCta: 'Cómo enseñamos',
    valueTitle: 'Por qué cursar en Cátedra',
    values: [
      {
        title: 'Clases en vivo, no videos sueltos',
        text: 'Cada semana te encontrás con tu docente y tu grupo para preguntar, practicar y resolver dudas en el momento. Las clases quedan grabadas para repasar.',
      },
      {
        title: 'Docentes en actividad',
        text: 'Quienes enseñan trabajan hoy en su disciplina. Traen casos reales, corrigen tus entregas y te dicen qué mejorar.',
      },
      {
        title: 'Certificado verificable',
        text: 'Tu certificado tiene un código único. Cualquier empresa puede comprobar en nuestro sitio que es auténtico y que lo obtuviste vos.',
      },
      {
        title: 'Pagás como te queda cómodo',
        text: 'Pago único, cuotas mensuales o anticipo más cuotas. En pesos si estás en Argentina y en dólares desde el resto de Latinoamérica.',
      },
    ],
    stepsTitle: 'Cómo funciona',
    steps: [
      {
        title: 'Creá tu cuenta',
        text: 'Con tu e-mail y una contraseña. Desde tu cuenta vas a seguir tus cursos, tus pagos y tus certificados.',
      },
      {
        title: 'Elegí el curso y el plan de pago',
        text: 'Cada curso muestra su programa, sus fechas y los planes disponibles. Reservás tu lugar con el primer pago.',
      },
      {
        title: 'Cursá en vivo',
        text: 'Recibís el enlace de cada clase, el material y las consignas. Entregás tus trabajos y recibís devoluciones de tu docente.',
      },
      {
        title: 'Obtené tu certificado',
        text: 'Con la asistencia y las evaluaciones aprobadas, emitimos tu certificado con un código de verificación.',
      },
    ],
    paymentsTitle: 'Precios claros, en tu moneda',
    paymentsText:
      'Mostramos los precios en pesos argentinos o en dólares según desde dónde nos visites, y podés cambiar la moneda cuando quieras desde el encabezado.',
    paymentsItems: [
      'En Argentina pagás en pesos con Mercado Pago: tarjeta, débito o dinero en cuenta.',
      'Desde otros países pagás en dólares con PayPal o con medios locales.',
      'Las cuotas se cobran una vez por mes y te avisamos antes de cada vencimiento.',
      'Si te arrepentís dentro de los 10 días de inscribirte, te devolvemos todo.',
    ],
    closingTitle: '¿Ya tenés cuenta?',
    closingText: 'Ingresá para ver tus cursos, tus próximas clases y el estado de tus pagos.',
    closingCta: 'Ingresar',
  },

  about: {
    eyebrow: 'Sobre nosotros',
    title: 'Una academia online hecha para cursar en serio',
    lead: 'Cátedra nació en Argentina con una idea simple: aprender con otros, en vivo, con alguien que sabe y que tiene tiempo para corregirte. Hoy dictamos cursos para estudiantes de toda Latinoamérica.',
    sections: [
      {
        heading: 'Qué hacemos',
        paragraphs: [
          'Diseñamos y dictamos cursos online con clases en vivo. Cada curso tiene un programa, un calendario de clases, trabajos prácticos y evaluaciones. Las clases se graban y quedan disponibles para quienes tienen su inscripción.',
          'Trabajamos también con organizaciones aliadas —empresas, colegios profesionales y fundaciones— que capacitan a sus equipos o a sus miembros con condiciones especiales.',
        ],
      },
      {
        heading: 'Cómo lo hacemos',
        items: [
          'Grupos reducidos, para que haya lugar para preguntar.',
          'Docentes que ejercen su profesión y un equipo académico que revisa cada programa.',
          'Hosts que acompañan las clases en vivo, toman asistencia y resuelven problemas técnicos.',
          'Un equipo de atención que responde por WhatsApp y por e-mail en días hábiles.',
        ],
      },
      {
        heading: 'Para quién',
        paragraphs: [
          'Para quienes quieren cambiar de trabajo, crecer en el que tienen o formarse en algo nuevo sin dejar de trabajar. Los horarios de las clases están pensados para después de la jornada laboral en los husos horarios de Argentina y la región.',
        ],
      },
      {
        heading: 'Lo que nos importa',
        items: [
          'Transparencia: precios, fechas y condiciones a la vista antes de inscribirte.',
          'Accesibilidad: planes en cuotas y becas parciales o totales en cada edición.',
          'Credibilidad: certificados con código único que cualquiera puede verificar.',
          'Cuidado de tus datos: los usamos solo para tu cursada y tus pagos, nunca los vendemos.',
        ],
      },
    ],
  },

  terms: {
    eyebrow: 'Legales',
    title: 'Términos y condiciones',
    lead: 'Estas condiciones regulan el uso de Cátedra y la contratación de sus cursos. Al crear una cuenta o inscribirte a un curso, las aceptás. Están escritas para que se entiendan; si algo no queda claro, escribinos a ayuda@catedra.ar.',
    updatedAt: 'Última actualización: 1 de noviembre de 2026',
    sections: [
      {
        heading: '1. Tu cuenta',
        paragraphs: [
          'Para inscribirte necesitás una cuenta personal con datos verdaderos. La cuenta es tuya e intransferible: no compartas tu contraseña. Si sospechás que alguien más accedió, cambiala y avisanos.',
        ],
      },
      {
        heading: '2. Inscripciones y vacantes',
        paragraphs: [
          'Cada curso tiene fechas, cupo y requisitos publicados. Tu lugar queda reservado cuando se aprueba el primer pago del plan que elegiste o cuando se te otorga una beca total. Podemos cerrar las inscripciones de un curso cuando se completa el cupo.',
        ],
      },
      {
        heading: '3. Precios y moneda',
        paragraphs: [
          'Los precios se publican en pesos argentinos (ARS) para Argentina y en dólares estadounidenses (USD) para el resto de los países. El precio que pagás es el vigente al momento de inscribirte y no cambia durante la cursada, salvo en los planes que indiquen expresamente un ajuste. Los impuestos y recargos que cobre tu medio de pago o tu banco corren por tu cuenta.',
        ],
      },
      {
        heading: '4. Planes de pago',
        items: [
          'Pago único: abonás el total al inscribirte.',
          'Cuotas mensuales: la primera se cobra al inscribirte y las siguientes cada mes.',
          'Anticipo más cuotas: pagás un anticipo al inscribirte y las cuotas empiezan al mes siguiente.',
          'Cuotas durante toda la cursada: una cuota por cada mes que dura el curso.',
        ],
        closing: [
          'Te enviamos recordatorios antes y después de cada vencimiento. Si una cuota tiene más de 30 días de atraso, podemos suspender el acceso a las grabaciones y al material hasta que la regularices; no emitimos certificados con deuda pendiente.',
        ],
      },
      {
        heading: '5. Clases y grabaciones',
        paragraphs: [
          'Las clases se dictan en vivo en los días y horarios publicados, expresados en la zona horaria del curso. Si una clase se reprograma, te avisamos con al menos 48 horas de anticipación, salvo fuerza mayor. Las grabaciones quedan disponibles mientras tu inscripción esté activa y hasta 90 días después del cierre del curso.',
        ],
      },
      {
        heading: '6. Certificados',
        paragraphs: [
          'Emitimos el certificado cuando terminás el curso con al menos el 75 % de asistencia, las evaluaciones aprobadas y sin deuda. Cada certificado tiene un código único que permite verificar su autenticidad en nuestro sitio. Podemos revocar un certificado obtenido de forma fraudulenta.',
        ],
      },
      {
        heading: '7. Reintegros',
        paragraphs: [
          'Podés arrepentirte dentro de los 10 días corridos desde tu inscripción y te devolvemos el total. Los demás casos se rigen por nuestra política de reembolsos, que forma parte de estas condiciones.',
        ],
      },
      {
        heading: '8. Propiedad intelectual',
        paragraphs: [
          'Los materiales, las grabaciones y los ejercicios son de Cátedra o de sus docentes. Podés usarlos para tu aprendizaje personal, pero no redistribuirlos, venderlos ni publicarlos sin autorización escrita.',
        ],
      },
      {
        heading: '9. Convivencia',
        paragraphs: [
          'Esperamos un trato respetuoso en las clases, los grupos y los canales de consulta. Podemos dar de baja a quien acose, discrimine o perturbe de forma reiterada el desarrollo de las clases, con reintegro proporcional de las cuotas no devengadas.',
        ],
      },
      {
        heading: '10. Datos personales',
        paragraphs: [
          'Tratamos tus datos conforme a la Ley 25.326 de Protección de los Datos Personales. Los usamos para gestionar tu cuenta, tu cursada, tus pagos y nuestras comunicaciones. Podés pedir acceso, rectificación o supresión escribiendo a datos@catedra.ar. La Agencia de Acceso a la Información Pública es el órgano de control de la ley.',
        ],
      },
      {
        heading: '11. Cambios y jurisdicción',
        paragraphs: [
          'Podemos actualizar estas condiciones; los cambios no afectan a las inscripciones ya realizadas. Se aplica la ley argentina, sin perjuicio de los derechos que te reconoce la Ley 24.240 de Defensa del Consumidor.',
        ],
      },
    ],
  },

  refund: {
    eyebrow: 'Legales',
    title: 'Política de reembolsos',
    lead: 'Queremos que te inscribas con tranquilidad. Estas son las reglas para pedir un reintegro, cuánto te devolvemos y en qué plazos.',
    updatedAt: 'Última actualización: 1 de noviembre de 2026',
    sections: [
      {
        heading: 'Arrepentimiento: 10 días, reintegro total',
        paragraphs: [
          'Dentro de los 10 días corridos desde tu inscripción podés arrepentirte sin dar explicaciones, aunque el curso ya haya empezado. Te devolvemos el 100 % de lo que pagaste.',
        ],
      },
      {
        heading: 'Después de los 10 días',
        items: [
          'Antes de la tercera clase en vivo: te reintegramos el 80 % de lo pagado.',
          'Desde la tercera clase: no reintegramos lo ya pagado, pero damos de baja las cuotas futuras. No se cobra ninguna cuota que venza después de tu pedido.',
          'Si pagaste el total por adelantado y pedís la baja desde la tercera clase, te devolvemos el 50 % de la parte que corresponde a los meses que faltan.',
        ],
      },
      {
        heading: 'Si el curso cambia por nuestra parte',
        paragraphs: [
          'Si cancelamos un curso, cambiamos su docente principal o movemos su inicio más de 15 días, elegís entre pasarte a otra edición o a otro curso sin costo, o recibir el reintegro total de lo que pagaste.',
        ],
      },
      {
        heading: 'Casos que no tienen reintegro',
        items: [
          'La parte de un curso cubierta por una beca.',
          'Los pagos complementarios por extensiones de acceso ya utilizadas.',
          'Las inscripciones dadas de baja por incumplir los términos y condiciones, salvo las cuotas no devengadas.',
        ],
      },
      {
        heading: 'Cómo pedirlo',
        paragraphs: [
          'Escribinos a reintegros@catedra.ar desde el e-mail de tu cuenta, con el nombre del curso. Te confirmamos la recepción en 2 días hábiles y el monto a reintegrar en 5 días hábiles. Un reintegro total da de baja la inscripción y, si se había emitido, revoca el certificado.',
        ],
      },
      {
        heading: 'Plazos y medios de devolución',
        items: [
          'Devolvemos en la misma moneda y por el mismo medio con que pagaste.',
          'Mercado Pago: el dinero en cuenta se acredita al instante; en tarjetas de crédito puede verse en uno o dos resúmenes.',
          'PayPal: entre 5 y 10 días hábiles desde que procesamos el reintegro.',
          'Transferencias: dentro de las 72 horas hábiles a la cuenta de origen.',
        ],
      },
    ],
  },

  teachers: {
    eyebrow: 'Docentes',
    title: 'Cómo se enseña en Cátedra',
    lead: 'Nuestros docentes trabajan en lo que enseñan. Diseñan el programa con el equipo académico, dan las clases en vivo y acompañan a cada estudiante con devoluciones sobre sus trabajos.',
    sections: [
      {
        heading: 'Quiénes enseñan',
        paragraphs: [
          'Profesionales en actividad de tecnología, datos, diseño, negocios y gestión, con experiencia frente a grupos. Antes de dictar su primer curso, cada docente da una clase de prueba ante el equipo académico.',
        ],
      },
      {
        heading: 'Cómo es una cursada',
        items: [
          'Una o dos clases en vivo por semana, de 90 a 120 minutos, en horario vespertino.',
          'Material de cada clase, lecturas y recursos publicados en el aula.',
          'Trabajos prácticos y exámenes con fecha de entrega, corregidos con una devolución escrita.',
          'Un host en cada clase que toma asistencia, modera el chat y resuelve problemas técnicos.',
          'Grabaciones disponibles desde el día siguiente a cada clase.',
        ],
      },
      {
        heading: 'El equipo detrás de cada curso',
        paragraphs: [
          'La coordinación académica revisa los programas, arma los calendarios a partir de plantillas probadas y sigue la asistencia y las notas de cada grupo. Si un estudiante se atrasa, lo contactamos para ayudarlo a ponerse al día.',
        ],
      },
    ],
    stepsTitle: '¿Querés enseñar con nosotros?',
    steps: [
      {
        title: 'Contanos tu propuesta',
        text: 'Qué querés enseñar, a quién y tu experiencia profesional y docente.',
      },
      {
        title: 'Clase de prueba',
        text: 'Das una clase de 30 minutos sobre un tema de tu propuesta ante el equipo académico.',
      },
      {
        title: 'Armamos el programa',
        text: 'Definimos juntos objetivos, contenidos, evaluaciones y calendario.',
      },
      {
        title: 'Empezás a dictar',
        text: 'Te acompañamos en la primera edición y revisamos juntos la opinión de los estudiantes.',
      },
    ],
    ctaTitle: 'Escribinos',
    ctaText:
      'Mandanos tu propuesta y tu CV. Respondemos todas las propuestas en un plazo de 15 días hábiles.',
    ctaEmail: 'docentes@catedra.ar',
  },

  jobs: {
    eyebrow: 'Trabajá con nosotros',
    title: 'Sumate al equipo de Cátedra',
    lead: 'Somos un equipo remoto, distribuido entre Argentina y otros países de la región. Buscamos personas a las que les importe que otros aprendan.',
    sections: [
      {
        heading: 'Cómo trabajamos',
        items: [
          'Trabajo remoto, con reuniones de equipo en horario de Argentina.',
          'Contratación en relación de dependencia en Argentina o como contratista en otros países.',
          'Un curso de Cátedra por año sin costo y presupuesto anual para formación.',
          'Vacaciones desde el primer año y la semana entre Navidad y Año Nuevo libre.',
        ],
      },
      {
        heading: 'Proceso de selección',
        paragraphs: [
          'Una primera entrevista de 30 minutos, un ejercicio práctico corto (pago, si lleva más de dos horas) y una entrevista final con el equipo. Te respondemos en cada etapa, también cuando no seguimos adelante.',
        ],
      },
    ],
    openingsTitle: 'Búsquedas abiertas',
    responsibilitiesLabel: 'Qué vas a hacer',
    requirementsLabel: 'Qué buscamos',
    openings: [
      {
        title: 'Desarrollador/a full stack (TypeScript)',
        team: 'Producto y tecnología',
        location: 'Remoto — Argentina o Latinoamérica',
        modality: 'Tiempo completo',
        summary:
          'Vas a trabajar en la plataforma que usan estudiantes, docentes y el equipo: el aula, los pagos y el panel de gestión.',
        responsibilities: [
          'Desarrollar funcionalidades de punta a punta, con React en el navegador y Node.js en el servidor.',
          'Integrar medios de pago y servicios de mensajería.',
          'Escribir pruebas y revisar el código de tus compañeros.',
        ],
        requirements: [
          'Tres años o más de experiencia con TypeScript.',
          'Experiencia con bases de datos relacionales, en especial PostgreSQL.',
          'Buena comunicación escrita en español.',
        ],
      },
      {
        title: 'Asesor/a comercial',
        team: 'Ventas',
        location: 'Remoto — Argentina',
        modality: 'Tiempo completo, con comisiones',
        summary:
          'Vas a acompañar a las personas interesadas en nuestros cursos a elegir el que les sirve y el plan de pago que les conviene.',
        responsibilities: [
          'Responder consultas por WhatsApp, e-mail y videollamada.',
          'Agendar y realizar entrevistas de orientación.',
          'Generar enlaces de pago y hacer el seguimiento hasta la inscripción.',
        ],
        requirements: [
          'Experiencia en ventas consultivas, idealmente en educación.',
          'Manejo de herramientas de CRM.',
          'Empatía y paciencia para explicar opciones sin presionar.',
        ],
      },
      {
        title: 'Coordinador/a académico/a',
        team: 'Académica',
        location: 'Remoto — Argentina',
        modality: 'Tiempo completo',
        summary:
          'Vas a coordinar un grupo de cursos: docentes, calendarios, evaluaciones y seguimiento de estudiantes.',
        responsibilities: [
          'Armar los calendarios de clases y exámenes de cada edición.',
          'Acompañar a los docentes en el diseño de programas y evaluaciones.',
          'Seguir la asistencia y las notas, y contactar a quienes se atrasan.',
        ],
        requirements: [
          'Experiencia en coordinación académica o gestión educativa.',
          'Organización y manejo de planillas de cálculo.',
          'Formación docente o título universitario afín.',
        ],
      },
      {
        title: 'Host de clases en vivo',
        team: 'Académica',
        location: 'Remoto — Argentina o Latinoamérica',
        modality: 'Medio tiempo, horario vespertino',
        summary:
          'Vas a estar presente en las clases en vivo para que el docente se concentre en enseñar y los estudiantes no pierdan tiempo.',
        responsibilities: [
          'Abrir las salas, tomar asistencia y moderar el chat.',
          'Resolver problemas técnicos de estudiantes durante la clase.',
          'Publicar las grabaciones y avisar novedades al grupo.',
        ],
        requirements: [
          'Disponibilidad de lunes a jueves de 18 a 23 (hora de Argentina).',
          'Buena conexión a internet y manejo de plataformas de videollamada.',
        ],
      },
    ],
    applyTitle: 'Cómo postularte',
    applyText:
      'Escribinos con el nombre de la búsqueda en el asunto, tu CV o tu perfil profesional y unas líneas sobre por qué te interesa. Si no ves una búsqueda para tu perfil, escribinos igual: guardamos los contactos para las próximas.',
    applyEmail: 'empleos@catedra.ar',
  },
};
