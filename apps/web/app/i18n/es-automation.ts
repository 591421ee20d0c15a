/** Admin "Automatización": the spreadsheet/automation webhook's state, its deliveries and the test row. */
export const esAutomation = {
  title: 'Automatización',
  subtitle:
    'Cada inscripción que pasa a activa envía su fila a la planilla o automatización configurada. Acá ves cada envío y su estado.',
  settings: {
    title: 'Configuración',
    configured: 'Configurada: los envíos van a {host}.',
    notConfigured:
      'Sin configurar: no hay URL de la automatización (AUTOMATION_WEBHOOK_URL). Los envíos quedan guardados y salen cuando se configure una.',
    signed: 'Cada envío va firmado (encabezado X-Catedra-Signature) con el secreto compartido.',
    unsigned: 'Sin firma: no hay secreto configurado (AUTOMATION_WEBHOOK_SECRET).',
    retries:
      'Si la automatización no responde o responde 429 o 5xx, se reintenta con esperas crecientes, hasta {attempts} intentos; cada intento espera como mucho {seconds} s.',
  },
  test: {
    title: 'Enviar fila de prueba',
    intro:
      'La fila va ahora, firmada, por el mismo camino que las de las inscripciones, y queda en la lista.',
    sheet: 'Hoja (opcional)',
    column: 'Columna',
    value: 'Valor',
    addRow: 'Agregar columna',
    removeRow: 'Quitar columna {number}',
    columnRequired: 'Escribí el nombre de la columna.',
    columnRepeated: 'Esta columna ya está más arriba.',
    send: 'Enviar fila de prueba',
    delivered: 'La automatización recibió la fila (HTTP {status}).',
    refused: 'La automatización no aceptó la fila (HTTP {status}).',
    unreachable: 'No se pudo entregar la fila: queda pendiente y se reintenta.',
    kept: 'No hay URL configurada: la fila quedó guardada.',
  },
  list: {
    title: 'Envíos',
    status: 'Estado',
    kind: 'Tipo',
    any: { status: 'Todos los estados', kind: 'Todos los tipos' },
    empty: 'No hay envíos con estos filtros.',
    columns: {
      createdAt: 'Creado',
      kind: 'Tipo',
      row: 'Fila',
      status: 'Estado',
      attempts: 'Intentos',
      last: 'Último resultado',
      actions: 'Acciones',
    },
    attemptsOf: '{attempts}',
    nextAttempt: 'Próximo intento: {date}',
    deliveredAt: 'Entregado: {date}',
    httpStatus: 'HTTP {status}',
    openEnrollment: 'Ver inscripción',
  },
  statuses: {
    PENDING: 'Pendiente',
    DELIVERED: 'Entregado',
    FAILED: 'Fallido',
    KEPT: 'Guardado',
  },
  kinds: {
    TEST: 'Prueba',
    ENROLLMENT_ACTIVE: 'Inscripción activa',
  },
  resend: {
    label: 'Reenviar',
    title: 'Reenviar a la automatización',
    message: 'La fila se envía de nuevo ahora, con el mismo identificador de envío. ¿Reenviarla?',
    confirm: 'Reenviar',
    done: 'Envío: {status}.',
  },
};
