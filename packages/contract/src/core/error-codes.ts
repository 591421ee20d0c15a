/**
 * Every error code the API answers, with its HTTP status and problem title (RFC 9457
 * `code`, `status`, `title`). Browser-safe: no schemas, so the web app maps codes to its
 * Spanish messages from here and the typed client types `problem.code` per operation.
 *
 * Two kinds:
 * - generic codes any operation may answer by its shape (derived by `genericErrorCodesOf`,
 *   written on an operation only where its shape does not imply one: `NOT_FOUND` when the
 *   missing record is named in the body, `RATE_LIMITED` where a limit applies);
 * - domain codes: a business rule a person can run into. Each operation that can answer one
 *   declares it (`errors: [...]` in `defineOperation`), the OpenAPI document lists them and
 *   the API refuses, outside production, to answer a code its operation does not declare.
 *
 * A domain code with status 400 refuses one field: its problem's `errors[]` names the field
 * and carries the same code, so a form can put the message on it.
 */

type ErrorCodeEntry = { readonly status: number; readonly title: string };

export const GENERIC_ERROR_CODES = {
  /** Input failed schema validation; `errors[]` names each offending parameter. */
  VALIDATION_FAILED: { status: 400, title: 'Datos inválidos' },
  /** No token, or the token is invalid, expired or revoked. */
  UNAUTHENTICATED: { status: 401, title: 'No autenticado' },
  /** The caller's scopes or ownership do not allow the operation. */
  FORBIDDEN: { status: 403, title: 'Acceso denegado' },
  /** The addressed record does not exist (or is not visible to the caller). */
  NOT_FOUND: { status: 404, title: 'No encontrado' },
  /** The path exists but not with this method; `Allow` lists the methods it has. */
  METHOD_NOT_ALLOWED: { status: 405, title: 'Método no admitido' },
  /** The body is larger than the server accepts. */
  PAYLOAD_TOO_LARGE: { status: 413, title: 'Solicitud demasiado grande' },
  /** The body is not JSON. */
  UNSUPPORTED_MEDIA_TYPE: { status: 415, title: 'Tipo de contenido no admitido' },
  /** Too many requests; `Retry-After` says when to come back. */
  RATE_LIMITED: { status: 429, title: 'Demasiadas solicitudes' },
  /** Anything unexpected; the details go to the log, never to the client. */
  INTERNAL: { status: 500, title: 'Error interno' },
  /** Declared in the contract, built by a later issue. */
  NOT_IMPLEMENTED: { status: 501, title: 'Operación no implementada' },
  /** A dependency (the database) is down. */
  SERVICE_UNAVAILABLE: { status: 503, title: 'Servicio no disponible' },
} as const satisfies Record<string, ErrorCodeEntry>;

export const DOMAIN_ERROR_CODES = {
  // Identity
  /** Wrong e-mail or password (one answer for both, so accounts cannot be probed). */
  INVALID_CREDENTIALS: { status: 401, title: 'Credenciales inválidas' },
  /** Sign-up or creation with an e-mail another account already has. */
  EMAIL_TAKEN: { status: 409, title: 'E-mail en uso' },
  /** The password is the account's e-mail (field `password`). */
  PASSWORD_IS_EMAIL: { status: 400, title: 'Contraseña igual al e-mail' },
  /** The recovery link is unknown, used or expired (field `token`). */
  RECOVERY_LINK_INVALID: { status: 400, title: 'Enlace de recuperación inválido' },
  /** The current password given to change the password or e-mail is wrong (field `currentPassword`). */
  CURRENT_PASSWORD_WRONG: { status: 400, title: 'Contraseña actual incorrecta' },
  /** The account was deactivated by SU or MANAGER_ADMIN: no sign-in until reactivated. */
  ACCOUNT_DEACTIVATED: { status: 403, title: 'Cuenta desactivada' },
  /** Staff cannot deactivate their own account. */
  CANNOT_DEACTIVATE_SELF: { status: 422, title: 'No podés desactivar tu propia cuenta' },
  /** The caller may not grant or remove that scope (each admin only those of its area). */
  SCOPE_NOT_GRANTABLE: { status: 403, title: 'Rol no asignable' },
  /** An admin removing its own last administration scope would lock itself out. */
  LAST_ADMIN_SCOPE: { status: 422, title: 'Último rol de administración' },
  /** The dev mailbox is off because SMTP is configured. */
  DEV_MAILBOX_DISABLED: { status: 404, title: 'Correo de desarrollo desactivado' },

  // Academic
  /** A topic or course with that slug already exists. */
  SLUG_TAKEN: { status: 409, title: 'Slug en uso' },
  /** The referenced topic does not exist (field `topicId`). */
  TOPIC_UNKNOWN: { status: 400, title: 'Tema inexistente' },
  /** A listed teacher or host does not exist (field `teacherIds` / `hostIds`). */
  USER_UNKNOWN: { status: 400, title: 'Usuario inexistente' },
  /** Not an IANA time zone this server knows (field `timezoneId`). */
  TIMEZONE_UNKNOWN: { status: 400, title: 'Zona horaria desconocida' },
  /** A course's end date before its start date (field `endDate`). */
  COURSE_ENDS_BEFORE_START: { status: 400, title: 'Fechas del curso invertidas' },
  /** An exam's deadline not after its opening (field `dueAt`). */
  EXAM_DUE_BEFORE_OPENING: { status: 400, title: 'Fechas del examen invertidas' },
  /** A passing score above the maximum score (field `passingScore`). */
  PASSING_SCORE_ABOVE_MAX: { status: 400, title: 'Puntaje de aprobación mayor al máximo' },
  /** A submission without an answer where one is needed (field `answer`). */
  ANSWER_REQUIRED: { status: 400, title: 'Falta la respuesta' },
  /** A class dated before its course starts or after it ends, in the course's zone (field `startsAt`). */
  CLASS_OUTSIDE_COURSE_DATES: { status: 400, title: 'Clase fuera de las fechas del curso' },
  /** New course dates (or zone) that would leave a class outside (field `startDate` or `endDate`). */
  COURSE_DATES_EXCLUDE_CLASSES: { status: 400, title: 'Las fechas dejan clases afuera' },
  /** A resume item starting after today (field `startDate`). */
  RESUME_ITEM_STARTS_IN_FUTURE: { status: 400, title: 'Fecha de inicio futura' },
  /** A resume item ending before it starts (field `endDate`). */
  RESUME_ITEM_ENDS_BEFORE_START: { status: 400, title: 'Fechas invertidas' },
  /** A grade above the exam's maximum score. */
  SCORE_ABOVE_MAX: { status: 422, title: 'Puntaje mayor al máximo' },
  /** The student is not enrolled in the course (grading, attendance). */
  STUDENT_NOT_ENROLLED: { status: 422, title: 'Sin inscripción en el curso' },
  /** Attendance recorded for a class that has not started yet. */
  CLASS_NOT_STARTED: { status: 422, title: 'Clase todavía no empezada' },
  /** The exam has not opened yet. */
  EXAM_NOT_OPEN: { status: 422, title: 'Examen todavía no abierto' },
  /** The exam's deadline has passed. */
  EXAM_CLOSED: { status: 422, title: 'Plazo del examen vencido' },
  /** The submission was graded: the student can no longer change or withdraw it. */
  SUBMISSION_GRADED: { status: 409, title: 'Entrega ya calificada' },
  /** POST on a class that already has content (PUT replaces it). */
  CLASS_CONTENT_EXISTS: { status: 409, title: 'La clase ya tiene contenido' },
  /** POST on a class that already has an instruction (PATCH changes it). */
  CLASS_INSTRUCTION_EXISTS: { status: 409, title: 'La clase ya tiene una indicación' },
  /** An inactive template is not applied. */
  TEMPLATE_INACTIVE: { status: 409, title: 'Plantilla inactiva' },
  /** The course already has classes and the template was not asked to append. */
  COURSE_HAS_CLASSES: { status: 409, title: 'El curso ya tiene clases' },
  /** No certificate for an inactive enrollment. */
  ENROLLMENT_INACTIVE: { status: 409, title: 'Inscripción inactiva' },
  /** The enrollment is not finished: issuing needs `force` and a reason. */
  ENROLLMENT_NOT_FINISHED: { status: 409, title: 'Inscripción no finalizada' },
  /** Forcing a certificate needs a reason (field `reason`). */
  FORCE_REASON_REQUIRED: { status: 400, title: 'Falta el motivo' },

  // Commerce (declared by the enrollment operations; built by the commerce issues)
  /** The course is closed to new enrollments (close-enrollments). */
  ENROLLMENT_CLOSED: { status: 409, title: 'Inscripciones cerradas' },

  // Enrollments (issue 10, s-enroll)
  /** The course is not active: nobody enrols in it. */
  COURSE_INACTIVE: { status: 409, title: 'Curso inactivo' },
  /** The course has as many current (not INACTIVE) enrollments as its capacity. */
  COURSE_FULL: { status: 409, title: 'Curso completo' },
  /** The user already has a current (not INACTIVE) enrollment in the course. */
  ENROLLMENT_EXISTS: { status: 409, title: 'Inscripción existente' },
  /** The payment plan belongs to another course. */
  PAYMENT_PLAN_OF_OTHER_COURSE: { status: 422, title: 'Plan de otro curso' },
  /** The payment plan is not active. */
  PAYMENT_PLAN_INACTIVE: { status: 422, title: 'Plan inactivo' },
  /** The plan is only for another alliance's members. */
  PAYMENT_PLAN_OF_OTHER_ALLIANCE: { status: 422, title: 'Plan de otra alianza' },
  /** The tier is not one of the user's alliance (or the user belongs to none). */
  TIER_NOT_IN_ALLIANCE: { status: 422, title: 'Nivel fuera de la alianza' },
  /** The status change is not one of PENDING | ACTIVE → INACTIVE, or a reactivation of an enrollment that is not INACTIVE. */
  ENROLLMENT_TRANSITION_REFUSED: { status: 409, title: 'Cambio de estado no permitido' },
  /** Inactivating needs a reason (field `inactiveReason`). */
  INACTIVE_REASON_REQUIRED: { status: 400, title: 'Falta el motivo' },
  /** Staff may only clear an alert (to NONE): the system sets them. */
  ALERT_NOT_SETTABLE: { status: 400, title: 'Alerta no asignable' },
  /** A complementary period extends only an ACTIVE or FINISHED enrollment. */
  ENROLLMENT_NOT_EXTENDABLE: { status: 409, title: 'Inscripción no extensible' },
  /** Re-pricing (plan, scholarship, tier) is refused once a period has a payment or is waived. */
  ENROLLMENT_HAS_PAYMENTS: { status: 409, title: 'La inscripción tiene pagos' },
  /** Every period has a payment or is waived: nothing is left to re-spread. */
  NOTHING_TO_RESPREAD: { status: 422, title: 'Nada para redistribuir' },
  /** The new number of periods would not leave one new period after those with payments. */
  TOO_FEW_PERIODS: { status: 422, title: 'Muy pocos períodos' },
  /** The enrollment is INACTIVE: it cannot be changed. */
  ENROLLMENT_NOT_CHANGEABLE: { status: 409, title: 'Inscripción no modificable' },
  // Alliances and payment plans (issue 10, s-plans)
  /** Two tiers of one alliance with the same code (field `tiers`). */
  ALLIANCE_TIER_CODE_DUPLICATE: { status: 400, title: 'Código de nivel repetido' },
  /** Removing a tier a member, an enrollment or a payment plan's override uses; the problem names the tier. */
  ALLIANCE_TIER_IN_USE: { status: 409, title: 'Nivel en uso' },
  /** The referenced alliance does not exist (field `allianceId`). */
  ALLIANCE_UNKNOWN: { status: 400, title: 'Alianza inexistente' },
  // Alliance membership (issue 19)
  /** A member's tier is not a code of that alliance's tiers (field `tier` or `allianceTier`). */
  MEMBER_TIER_UNKNOWN: { status: 400, title: 'Nivel de otra alianza' },
  /** The person already belongs to another alliance: he is removed from it first. */
  USER_IN_OTHER_ALLIANCE: { status: 409, title: 'Miembro de otra alianza' },
  /** An amount or count the plan's type needs is missing (the field is named). */
  PAYMENT_PLAN_FIELD_REQUIRED: { status: 400, title: 'Falta un dato del plan' },
  /** Another plan of the course has that name. */
  PAYMENT_PLAN_NAME_TAKEN: { status: 409, title: 'Nombre de plan en uso' },
  /** No tier has that id, or it is another alliance's than the plan's (a plan open to all takes any alliance's tier). */
  TIER_UNKNOWN: { status: 422, title: 'Nivel inexistente' },
  /** The plan already has an override for that tier (update it instead). */
  TIER_OVERRIDE_EXISTS: { status: 409, title: 'El nivel ya tiene precio propio' },
  /** A course cannot import its own payment plans. */
  IMPORT_FROM_SAME_COURSE: { status: 422, title: 'Mismo curso de origen' },
  // Payments and money (issue 11)
  /** The status change is not one of DESIGN.md's payment transitions (terminal stays terminal). */
  PAYMENT_TRANSITION_REFUSED: { status: 409, title: 'Cambio de estado del pago no permitido' },
  /** The same Idempotency-Key came with another request body. */
  IDEMPOTENCY_KEY_REUSED: { status: 422, title: 'Clave de idempotencia reutilizada' },
  /** The enrollment owes nothing (or not on the periods asked for). */
  NOTHING_TO_PAY: { status: 422, title: 'Nada para pagar' },
  /** The payment's currency is not the enrollment's. */
  PAYMENT_CURRENCY_MISMATCH: { status: 422, title: 'Moneda distinta de la inscripción' },
  /** No exchange rate has been set yet. */
  EXCHANGE_RATE_MISSING: { status: 422, title: 'Falta el tipo de cambio' },
  /** At the current rate the amount is 0.00 in the other currency, or more than an amount can be. */
  CONVERTED_AMOUNT_OUT_OF_RANGE: { status: 422, title: 'Monto convertido fuera de rango' },
  /** A payment method given for a vendor's payment, or with a status other than APPROVED. */
  PAYMENT_METHOD_NOT_MANUAL: { status: 422, title: 'Medio de pago solo para cobros manuales' },
  /** A refund larger than what is left of the payment. */
  REFUND_EXCEEDS_PAYMENT: { status: 422, title: 'Reembolso mayor que lo pagado' },
  /** Amount and currency change only while the payment is CREATED. */
  PAYMENT_NOT_EDITABLE: { status: 409, title: 'Pago no modificable' },
  /** The payment already belongs to another enrollment (or to another user). */
  PAYMENT_NOT_ATTACHABLE: { status: 409, title: 'Pago no asociable' },
  /** The payment link's token expired (PAYMENTS_LINK_TTL_DAYS); staff can issue a new one. */
  PAYMENT_LINK_EXPIRED: { status: 410, title: 'Enlace de pago vencido' },
  /** The vendor is not one of the payment's allowed vendors (currency, country, configuration). */
  VENDOR_NOT_ALLOWED: { status: 422, title: 'Medio de pago no habilitado' },
  /** The payment can no longer be paid (approved, rejected, cancelled…), or not with that call. */
  PAYMENT_NOT_PAYABLE: { status: 409, title: 'Pago no disponible para pagar' },
  /** Only an approved payment (partly refunded included) has a receipt. */
  PAYMENT_NOT_APPROVED: { status: 409, title: 'Pago no aprobado' },
  /**
   * The payment vendor failed or did not answer in time. Nothing changed — except a refund
   * the vendor may have made without our hearing: it stays PENDING, and asking again with the
   * same Idempotency-Key never refunds twice.
   */
  VENDOR_UNAVAILABLE: { status: 502, title: 'Medio de pago no disponible' },
  /** The payment vendor refused the refund (too old, its balance, a dispute…): nothing was given back. */
  VENDOR_REFUND_REFUSED: { status: 422, title: 'El medio de pago rechazó el reembolso' },
  // Payments and money (issue 17)
  /** The period already has an open (CREATED or PENDING) payment covering other periods too; the detail names it. */
  PAYMENT_ALREADY_OPEN: { status: 409, title: 'Ya hay un pago abierto para ese período' },
  /** The unapplied charge was already applied or refunded. */
  /** A holiday on that date is already in the table. */
  HOLIDAY_EXISTS: { status: 409, title: 'Feriado existente' },
  /** The reminder stages repeat an offset. */
  REMINDER_STAGES_REPEATED: { status: 400, title: 'Etapas repetidas' },
  UNAPPLIED_CHARGE_DECIDED: { status: 409, title: 'Cobro ya resuelto' },
  /** The unapplied charge's payment has no enrollment to apply it to. */
  UNAPPLIED_CHARGE_NOT_APPLICABLE: { status: 422, title: 'Cobro sin inscripción a la que aplicarlo' },
  /** The vendor's refund cannot be asked from here (yet): refund it in the vendor's panel. */
  VENDOR_REFUND_UNAVAILABLE: { status: 422, title: 'Reembolso por el medio de pago no disponible' },

  // Meeting calls and commissions (issue 22)
  /** The seller already has a SCHEDULED call overlapping that time (the database's exclusion constraint). */
  MEETING_CALL_OVERLAP: { status: 409, title: 'Llamada superpuesta' },
  /** A call needs a lead or a user to invite (field `userId`). */
  MEETING_CALL_INVITEE_MISSING: { status: 400, title: 'Falta a quién invitar' },
  /** A cancelled call is not changed any more: schedule a new one. */
  MEETING_CALL_CANCELLED: { status: 409, title: 'Llamada cancelada' },
  /** A payout larger than the seller's commission balance in that currency (field `amount`). */
  COMMISSION_PAYOUT_EXCEEDS_BALANCE: { status: 422, title: 'Pago mayor que el saldo de comisiones' },

  // Messaging (issue 20)
  /** A message is a text or a template message, exactly one of both (field `text`). */
  MESSAGE_CONTENT_INVALID: { status: 400, title: 'Texto o plantilla, uno de los dos' },
  /** The provider has no template with that id (field `templateId`). */
  MESSAGE_TEMPLATE_UNKNOWN: { status: 400, title: 'Plantilla inexistente' },
  /** No `to` was given and the payer has no phone (field `to`). */
  MESSAGE_RECIPIENT_MISSING: { status: 400, title: 'Falta el teléfono del destinatario' },
  /** The payment is settled by staff by hand (manual): it has no checkout to link to. */
  PAYMENT_HAS_NO_LINK: { status: 409, title: 'Pago sin enlace de pago' },
  /** The messaging provider (Callbell) failed or did not answer in time. */
  MESSAGING_PROVIDER_UNAVAILABLE: { status: 502, title: 'Proveedor de mensajería no disponible' },

  // Automation webhook
  /** Only a FAILED or KEPT delivery is sent again (a PENDING one is on its way, a DELIVERED one arrived). */
  AUTOMATION_DELIVERY_NOT_RESENDABLE: { status: 409, title: 'Envío no reenviable' },

  // Leads (issue 22)
  /** A lead needs an e-mail or a phone (field `email`). */
  LEAD_CONTACT_MISSING: { status: 400, title: 'Falta e-mail o teléfono' },
  /** The lead was already converted (WON with an enrollment): converted once. */
  LEAD_ALREADY_CONVERTED: { status: 409, title: 'Interesado ya convertido' },
  /** Converting a lead needs its e-mail (the user is made for it) (field `leadId`). */
  LEAD_EMAIL_MISSING: { status: 400, title: 'El interesado no tiene e-mail' },
  /** A lead is merged with another lead, never with itself (field `duplicateId`). */
  LEAD_MERGE_INVALID: { status: 400, title: 'Fusión inválida' },
  /** The seller named is not an active seller (field `sellerId`). */
  LEAD_SELLER_UNKNOWN: { status: 400, title: 'Vendedor inexistente' },
} as const satisfies Record<string, ErrorCodeEntry>;

export const ERROR_CODES = { ...GENERIC_ERROR_CODES, ...DOMAIN_ERROR_CODES } as const;

export type GenericErrorCode = keyof typeof GENERIC_ERROR_CODES;
export type DomainErrorCode = keyof typeof DOMAIN_ERROR_CODES;
export type ErrorCode = keyof typeof ERROR_CODES;

/** The codes whose status is 400: rules about one field of the input. */
export type FieldErrorCode = {
  [K in ErrorCode]: (typeof ERROR_CODES)[K]['status'] extends 400 ? K : never;
}[ErrorCode];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

/** What `genericErrorCodesOf` needs of an operation: its shape, not its schemas. */
export type OperationShape = {
  readonly method: string;
  readonly path: string;
  readonly access: { readonly kind: string };
};

/**
 * The generic codes an operation may answer by its shape: any operation may be invalid,
 * fail, be unavailable or not built yet; a guarded one refuses missing tokens and scopes;
 * one with path parameters may address nothing; one that takes a body may get one too
 * large or not JSON.
 */
export function genericErrorCodesOf(operation: OperationShape): GenericErrorCode[] {
  const codes: GenericErrorCode[] = ['VALIDATION_FAILED'];
  if (operation.access.kind === 'scopes') codes.push('UNAUTHENTICATED', 'FORBIDDEN');
  if (operation.path.includes('{')) codes.push('NOT_FOUND');
  if (operation.method !== 'GET') codes.push('PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE');
  codes.push('INTERNAL', 'NOT_IMPLEMENTED', 'SERVICE_UNAVAILABLE');
  return codes;
}

/** Every code an operation may answer: its generic ones and those it declares. */
export function errorCodesOf(
  operation: OperationShape & { readonly errors?: readonly ErrorCode[] },
): ErrorCode[] {
  return [...new Set<ErrorCode>([...genericErrorCodesOf(operation), ...(operation.errors ?? [])])];
}
