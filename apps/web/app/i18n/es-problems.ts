/**
 * What a person reads when the API refuses something: one message per error code of the
 * contract (`Record<ErrorCode, string>`, so a new code without its message is a compile
 * error, and a test checks the list against the contract's table), and the field messages
 * built from a refused field's JSON Schema keyword and params (lib/api-problem.ts).
 * Never the API's own wording, never an API parameter name.
 */
import type { ErrorCode, PatternName } from '@catedra/contract';

const codes: Record<ErrorCode, string> = {
  // Generic
  VALIDATION_FAILED: 'Revisá los datos ingresados.',
  UNAUTHENTICATED: 'Tu sesión terminó. Ingresá de nuevo para continuar.',
  FORBIDDEN: 'No tenés permiso para hacer esto.',
  NOT_FOUND: 'No encontramos lo que buscás: puede que ya no exista.',
  METHOD_NOT_ALLOWED: 'Esta acción no está disponible de esa manera.',
  PAYLOAD_TOO_LARGE: 'Lo que enviaste es demasiado grande. Probá con menos contenido.',
  UNSUPPORTED_MEDIA_TYPE: 'No pudimos leer lo que enviaste. Volvé a intentar.',
  RATE_LIMITED: 'Demasiados intentos. Esperá unos minutos y volvé a probar.',
  INTERNAL: 'Ocurrió un error inesperado. Volvé a intentar en unos minutos.',
  NOT_IMPLEMENTED: 'Esta función todavía no está disponible.',
  SERVICE_UNAVAILABLE: 'El servicio no está disponible en este momento. Volvé a intentar en unos minutos.',
  // Identity
  INVALID_CREDENTIALS: 'E-mail o contraseña incorrectos.',
  EMAIL_TAKEN: 'Ya existe una cuenta con ese e-mail.',
  CURRENT_PASSWORD_WRONG: 'La contraseña actual no es correcta.',
  ACCOUNT_DEACTIVATED: 'Tu cuenta está desactivada. Escribinos si creés que es un error.',
  CANNOT_DEACTIVATE_SELF: 'No podés desactivar tu propia cuenta.',
  PASSWORD_IS_EMAIL: 'La contraseña no puede ser igual al e-mail.',
  RECOVERY_LINK_INVALID: 'El enlace no es válido, ya se usó o venció. Pedí uno nuevo.',
  SCOPE_NOT_GRANTABLE: 'No podés asignar ni quitar ese rol.',
  LAST_ADMIN_SCOPE: 'No podés quitarte tu último rol de administración.',
  DEV_MAILBOX_DISABLED: 'El correo de desarrollo está desactivado porque hay un servidor SMTP configurado.',
  // Academic
  SLUG_TAKEN: 'Esa dirección ya está en uso. Elegí otra.',
  TOPIC_UNKNOWN: 'El tema elegido ya no existe. Elegí otro.',
  USER_UNKNOWN: 'Alguna de las personas elegidas ya no existe.',
  TIMEZONE_UNKNOWN: 'Elegí una zona horaria de la lista.',
  COURSE_ENDS_BEFORE_START: 'La fecha de fin no puede ser anterior a la de inicio.',
  EXAM_DUE_BEFORE_OPENING: 'El cierre tiene que ser posterior a la apertura.',
  PASSING_SCORE_ABOVE_MAX: 'El puntaje para aprobar no puede superar el puntaje máximo.',
  ANSWER_REQUIRED: 'Escribí la respuesta.',
  CLASS_OUTSIDE_COURSE_DATES: 'La clase tiene que estar entre las fechas de inicio y fin del curso.',
  COURSE_DATES_EXCLUDE_CLASSES:
    'El curso ya tiene clases fuera de estas fechas: mové o borrá esas clases antes de cambiarlas.',
  RESUME_ITEM_STARTS_IN_FUTURE: 'La fecha de inicio no puede ser posterior a hoy.',
  RESUME_ITEM_ENDS_BEFORE_START: 'La fecha de fin no puede ser anterior a la de inicio.',
  SCORE_ABOVE_MAX: 'El puntaje no puede superar el máximo del examen.',
  STUDENT_NOT_ENROLLED: 'Esa persona no es estudiante de este curso.',
  CLASS_NOT_STARTED: 'La clase todavía no empezó: la asistencia se registra desde su inicio.',
  EXAM_NOT_OPEN: 'El examen todavía no abrió.',
  EXAM_CLOSED: 'El plazo de entrega del examen venció.',
  SUBMISSION_GRADED: 'La entrega ya fue calificada: no se puede cambiar ni retirar.',
  CLASS_CONTENT_EXISTS: 'La clase ya tiene contenido. Volvé a cargarla para editarlo.',
  CLASS_INSTRUCTION_EXISTS: 'La clase ya tiene una indicación. Volvé a cargarla para editarla.',
  TEMPLATE_INACTIVE: 'La plantilla está inactiva. Activala para poder aplicarla.',
  COURSE_HAS_CLASSES: 'El curso ya tiene clases. Elegí agregar las de la plantilla a las que ya tiene.',
  ENROLLMENT_INACTIVE: 'La inscripción está inactiva: no se emite el certificado.',
  ENROLLMENT_NOT_FINISHED:
    'La inscripción no está finalizada. Para emitir el certificado igual, forzá la emisión e indicá el motivo.',
  FORCE_REASON_REQUIRED: 'Indicá el motivo para forzar la emisión.',
  // Commerce
  ENROLLMENT_CLOSED: 'Las inscripciones a este curso están cerradas.',
  // Enrollments
  COURSE_INACTIVE: 'El curso no está activo: no admite inscripciones.',
  COURSE_FULL: 'El curso ya completó su cupo.',
  ENROLLMENT_EXISTS: 'Ya hay una inscripción vigente de esta persona en el curso.',
  PAYMENT_PLAN_OF_OTHER_COURSE: 'El plan de pago elegido es de otro curso.',
  PAYMENT_PLAN_INACTIVE: 'El plan de pago elegido no está activo.',
  PAYMENT_PLAN_OF_OTHER_ALLIANCE: 'El plan de pago elegido es solo para miembros de otra alianza.',
  TIER_NOT_IN_ALLIANCE: 'El nivel no pertenece a la alianza de la persona.',
  ENROLLMENT_TRANSITION_REFUSED: 'Ese cambio de estado no está permitido para la inscripción.',
  INACTIVE_REASON_REQUIRED: 'Indicá el motivo para inactivar la inscripción.',
  ALERT_NOT_SETTABLE: 'Las alertas las pone el sistema: solo podés quitarlas.',
  ENROLLMENT_NOT_EXTENDABLE: 'Solo se extiende una inscripción activa o finalizada.',
  ENROLLMENT_HAS_PAYMENTS: 'La inscripción ya tiene pagos: no se puede cambiar su precio.',
  NOTHING_TO_RESPREAD: 'No queda nada sin pagar para redistribuir.',
  PAYMENT_TRANSITION_REFUSED: 'El pago no puede pasar a ese estado desde el actual.',
  IDEMPOTENCY_KEY_REUSED: 'Esa operación ya se envió con otros datos. Recargá la página y probá de nuevo.',
  NOTHING_TO_PAY: 'No hay nada pendiente de pago en esos períodos.',
  PAYMENT_CURRENCY_MISMATCH: 'La moneda del pago no es la de la inscripción.',
  EXCHANGE_RATE_MISSING: 'Todavía no se cargó el tipo de cambio.',
  CONVERTED_AMOUNT_OUT_OF_RANGE:
    'Con el tipo de cambio actual, el importe en la otra moneda queda en cero o es demasiado grande. Elegí otro medio de pago o revisá el tipo de cambio.',
  REFUND_EXCEEDS_PAYMENT: 'El reembolso supera lo que queda del pago.',
  PAYMENT_METHOD_NOT_MANUAL:
    'El medio de pago se registra solo al aprobar un cobro manual, no en un pago hecho con un proveedor.',
  PAYMENT_NOT_EDITABLE: 'El monto y la moneda solo se cambian mientras el pago no se inició.',
  PAYMENT_NOT_ATTACHABLE: 'Ese pago ya pertenece a otra inscripción o a otra persona.',
  PAYMENT_LINK_EXPIRED: 'El enlace de pago venció. Pedí uno nuevo a quien te lo envió.',
  VENDOR_NOT_ALLOWED: 'Ese medio de pago no está habilitado para este pago.',
  PAYMENT_NOT_PAYABLE: 'Este pago ya no se puede pagar.',
  PAYMENT_NOT_APPROVED: 'El comprobante está disponible solo para pagos aprobados.',
  VENDOR_UNAVAILABLE: 'El medio de pago no respondió. Probá de nuevo en unos minutos.',
  VENDOR_REFUND_REFUSED:
    'El medio de pago rechazó el reembolso: no se devolvió dinero. Revisá el pago en el panel del medio de pago.',
  PAYMENT_ALREADY_OPEN:
    'Ya hay un pago abierto para alguno de esos períodos: retomalo o cancelalo antes de crear otro.',
  HOLIDAY_EXISTS: 'Ya hay un feriado cargado en esa fecha.',
  REMINDER_STAGES_REPEATED: 'Las etapas no pueden repetirse.',
  UNAPPLIED_CHARGE_DECIDED: 'Este cobro ya se resolvió: se aplicó o se reembolsó.',
  UNAPPLIED_CHARGE_NOT_APPLICABLE: 'El pago de este cobro no tiene una inscripción a la que aplicarlo.',
  VENDOR_REFUND_UNAVAILABLE:
    'Todavía no se puede reembolsar desde acá: hacelo en el panel del medio de pago; su aviso lo marca reembolsado.',
  AUTOMATION_DELIVERY_NOT_RESENDABLE:
    'Este envío no se reenvía: solo uno fallido o guardado; puede que ya se esté enviando o que haya llegado.',
  TOO_FEW_PERIODS: 'La cantidad de períodos es menor que los que ya tienen pagos.',
  ENROLLMENT_NOT_CHANGEABLE: 'La inscripción está inactiva: no se puede modificar.',
  // Alliances and payment plans
  ALLIANCE_TIER_CODE_DUPLICATE: 'Hay dos niveles con el mismo código: cada código va una sola vez.',
  ALLIANCE_TIER_IN_USE:
    'No podés quitar ese nivel: lo usan miembros, inscripciones o precios propios de planes de pago. Quitá primero esos usos.',
  ALLIANCE_UNKNOWN: 'La alianza elegida no existe.',
  MEMBER_TIER_UNKNOWN: 'Ese nivel no es uno de la alianza elegida.',
  USER_IN_OTHER_ALLIANCE: 'La persona ya es miembro de otra alianza: quitala de esa alianza primero.',
  PAYMENT_PLAN_FIELD_REQUIRED: 'Falta un dato que este tipo de plan necesita.',
  PAYMENT_PLAN_NAME_TAKEN: 'Este curso ya tiene un plan con ese nombre.',
  TIER_UNKNOWN: 'Ese nivel no existe en la alianza del plan.',
  TIER_OVERRIDE_EXISTS: 'Ese nivel ya tiene un precio propio en este plan: editalo.',
  IMPORT_FROM_SAME_COURSE: 'Elegí otro curso: no se pueden importar los planes del mismo curso.',
  // Messaging
  LEAD_CONTACT_MISSING: 'Indicá un e-mail o un teléfono.',
  LEAD_ALREADY_CONVERTED: 'Este interesado ya fue convertido en una inscripción.',
  LEAD_EMAIL_MISSING: 'El interesado no tiene e-mail: cargalo antes de convertirlo.',
  LEAD_MERGE_INVALID: 'Elegí otro interesado para fusionar.',
  LEAD_SELLER_UNKNOWN: 'Ese vendedor no existe o no está activo.',
  MESSAGE_CONTENT_INVALID: 'Escribí un texto o elegí una plantilla: uno de los dos.',
  MESSAGE_TEMPLATE_UNKNOWN: 'Esa plantilla no existe en el proveedor de mensajería.',
  MESSAGE_RECIPIENT_MISSING: 'La persona que paga no tiene teléfono: indicá a qué número enviarlo.',
  PAYMENT_HAS_NO_LINK: 'Este pago se registra a mano: no tiene un enlace de pago para enviar.',
  MESSAGING_PROVIDER_UNAVAILABLE: 'El proveedor de mensajería no responde. Probá de nuevo en unos minutos.',
  MEETING_CALL_OVERLAP: 'El vendedor ya tiene una llamada programada en ese horario. Elegí otro.',
  MEETING_CALL_INVITEE_MISSING: 'Elegí a quién invitar a la llamada.',
  MEETING_CALL_CANCELLED: 'La llamada está cancelada. Agendá una nueva.',
  COMMISSION_PAYOUT_EXCEEDS_BALANCE: 'El pago supera el saldo de comisiones del vendedor.',
};

/** A refused field, by the JSON Schema keyword the API names (`errors[].code`) and its params. */
const fields = {
  required: 'Completá este campo.',
  maxLength: 'Máximo {limit} caracteres.',
  maxLengthOne: 'Máximo 1 carácter.',
  minLength: 'Mínimo {limit} caracteres.',
  lengthBetween: 'Entre {min} y {max} caracteres.',
  between: 'Elegí un valor entre {min} y {max}.',
  minimum: 'Elegí un valor mayor o igual a {limit}.',
  exclusiveMinimum: 'Elegí un valor mayor a {limit}.',
  maximum: 'Elegí un valor menor o igual a {limit}.',
  exclusiveMaximum: 'Elegí un valor menor a {limit}.',
  integer: 'Ingresá un número entero.',
  number: 'Ingresá un número.',
  enum: 'Elegí una de las opciones.',
  minItems: 'Agregá al menos {limit}.',
  minItemsOne: 'Agregá al menos uno.',
  maxItems: 'Máximo {limit} elementos.',
  uniqueItems: 'Hay valores repetidos.',
  /** A report's range longer than it may be (income by month). */
  maxMonths: 'Elegí un rango de hasta {limit} meses.',
  formats: {
    uri: 'Ingresá una dirección web que empiece con http:// o https://.',
    email: 'Ingresá un e-mail válido, por ejemplo nombre@ejemplo.com.',
    date: 'Ingresá una fecha válida.',
    'date-time': 'Ingresá una fecha y hora válidas.',
    uuid: 'Elegí un valor de la lista.',
  },
  /** The shapes the contract checks with a pattern (core/patterns.ts). */
  patterns: {
    money: 'Ingresá un importe válido, con hasta dos decimales.',
    positiveMoney: 'Ingresá un importe mayor que cero, con hasta dos decimales.',
    timeZone: 'Elegí una zona horaria de la lista.',
    countryCode: 'Elegí un país de la lista.',
    phone: 'Ingresá el teléfono con código de país, por ejemplo +5491122334455.',
    slug: 'Usá solo minúsculas sin acentos, números y guiones, por ejemplo programacion-web.',
    localTime: 'Ingresá una hora de 24 horas, por ejemplo 19:00.',
    httpUrl: 'Ingresá una dirección web que empiece con http:// o https://.',
  } satisfies Record<PatternName, string>,
  /** A pattern, a type or a shape without a message of its own: the form's field text, or this. */
  invalid: 'Revisá este dato.',
};

export const esProblems = { codes, fields };
