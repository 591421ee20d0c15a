/**
 * The CSV exports of the payments, money movements and enrollments lists, through the HTTP API
 * on the real database: the same rows as the list under the same filters and sort, the same
 * owner rules (a seller exports only the payments it referred), 401/403 as the list, the
 * spreadsheet format (BOM, `;`, decimal comma, the academy's zone), the file's name, and a
 * download the client abandons: its cursor is closed and its connection given back.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCourse, createEnrollment } from './factories/academic.js';
import { paymentScenarios } from './factories/payments.js';
import { testClock } from './fakes/test-clock.js';
import { useTestApp } from './setup/test-app.js';

const clock = testClock('2026-03-31T23:30:00-03:00');
const t = useTestApp({ tokenTtlSeconds: 365 * 86_400 }, { clock });
const { signedIn, createPayment } = paymentScenarios(t, clock);

type Headers = Record<string, string>;
const BOM = '\uFEFF';

/** The CSV's rows as cells (the test data has no quoted cells), header first. */
function rowsOf(body: string): string[][] {
  expect(body.startsWith(BOM)).toBe(true);
  const lines = body.slice(1).split('\r\n');
  expect(lines.at(-1)).toBe('');
  return lines.slice(0, -1).map((line) => line.split(';'));
}

async function download(headers: Headers, url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return response;
}

/** The column of `name` in every data row. */
function column(rows: string[][], name: string): string[] {
  const index = rows[0]!.indexOf(name);
  expect(index).toBeGreaterThanOrEqual(0);
  return rows.slice(1).map((row) => row[index]!);
}

/** Three staff payments of one payer (ARS 1500.50, USD 20, ARS 99.99); the second referred by `sellerId`. */
async function threePayments(admin: { headers: Headers }, sellerId: string) {
  const payer = await signedIn(['BASIC']);
  const ids: string[] = [];
  for (const [amount, currency] of [
    ['1500.50', 'ARS'],
    ['20.00', 'USD'],
    ['99.99', 'ARS'],
  ] as const) {
    const created = await createPayment(admin.headers, { userId: payer.user.id, amount, currency });
    expect(created.statusCode).toBe(201);
    ids.push(created.json().id);
  }
  const referred = await t.app.inject({
    method: 'PUT',
    url: `/payments/${ids[1]}`,
    headers: admin.headers,
    payload: { referrerSellerId: sellerId, description: '=HYPERLINK("http://evil")' },
  });
  expect(referred.statusCode).toBe(200);
  return { payer, ids };
}

describe('GET /payments/export (exportPayments)', () => {
  it('answers the list’s rows under the same filters and sort, as a spreadsheet CSV named by the academy’s date', async () => {
    const admin = await signedIn(['COMMERCIAL_ADMIN']);
    const seller = await signedIn(['SELLER']);
    const { payer, ids } = await threePayments(admin, seller.user.id);
    const query = `userId=${payer.user.id}&sort=amount,desc`;
    const list = await admin.get(`/payments?${query}&size=200`);
    const exported = await download(admin.headers, `/payments/export?${query}`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    // 23:30 of 31 March in Buenos Aires is already 1 April in UTC: the file has the academy's date.
    expect(exported.headers['content-disposition']).toBe('attachment; filename="pagos-2026-03-31.csv"');
    const rows = rowsOf(exported.body);
    expect(rows[0]).toEqual([
      'Creado',
      'Pagado',
      'Comprobante',
      'Pagador',
      'E-mail',
      'Curso',
      'Monto',
      'Reembolsado',
      'Moneda',
      'Estado',
      'Medio de pago',
      'Forma de ingreso',
      'Segmento',
      'Referencia',
      'Descripción',
      'ID del pago',
    ]);
    const listed = list.json().content as { id: string; payerName: string; payerEmail: string }[];
    expect(column(rows, 'ID del pago')).toEqual(listed.map((payment) => payment.id));
    expect(column(rows, 'Monto')).toEqual(['1500,50', '99,99', '20,00']);
    expect(column(rows, 'Moneda')).toEqual(['ARS', 'ARS', 'USD']);
    expect(column(rows, 'Pagador')).toEqual(listed.map((payment) => payment.payerName));
    expect(column(rows, 'E-mail')).toEqual(Array(3).fill(payer.user.email));
    expect(column(rows, 'Creado')).toEqual(Array(3).fill('2026-03-31 23:30'));
    // The formula the description carried is shown as text, never run.
    expect(exported.body).toContain(`;"'=HYPERLINK(""http://evil"")";${ids[1]}\r\n`);

    const filtered = rowsOf(
      (
        await download(
          admin.headers,
          `/payments/export?${query}&status=CREATED&referrerSellerId=${seller.user.id}`,
        )
      ).body,
    );
    expect(column(filtered, 'ID del pago')).toEqual([ids[1]]);
  });

  it('lets a seller export only the payments it referred, and a student only its own', async () => {
    const admin = await signedIn(['COMMERCIAL_ADMIN']);
    const seller = await signedIn(['SELLER']);
    const { payer, ids } = await threePayments(admin, seller.user.id);
    const sellers = rowsOf((await download(seller.headers, `/payments/export?userId=${payer.user.id}`)).body);
    expect(column(sellers, 'ID del pago')).toEqual([ids[1]]);
    const own = rowsOf((await download(payer.headers, '/payments/export?sort=amount,asc')).body);
    expect(column(own, 'ID del pago')).toEqual([ids[1], ids[2], ids[0]]);
    const stranger = await signedIn(['BASIC']);
    const none = rowsOf((await download(stranger.headers, `/payments/export?userId=${payer.user.id}`)).body);
    expect(none).toHaveLength(1);
  });

  it('names the payer of an approved payment’s movement in the movements export', async () => {
    const admin = await signedIn(['COMMERCIAL_ADMIN']);
    const seller = await signedIn(['SELLER']);
    const { payer, ids } = await threePayments(admin, seller.user.id);
    const approved = await t.app.inject({
      method: 'PUT',
      url: `/payments/${ids[0]}/status/APPROVED`,
      headers: admin.headers,
      payload: { reason: 'transferencia' },
    });
    expect(approved.statusCode).toBe(200);
    const at = clock.now().toISOString();
    const rows = rowsOf(
      (await download(admin.headers, `/money-movements/export?type=INCOME&from=${at}&to=${at}`)).body,
    );
    const index = column(rows, 'ID del pago').indexOf(ids[0]!);
    expect(index).toBeGreaterThanOrEqual(0);
    expect(column(rows, 'E-mail')[index]).toBe(payer.user.email);
    expect(column(rows, 'Pagador')[index]).toBe(`${payer.user.firstName} ${payer.user.lastName}`.trim());
    expect(column(rows, 'Monto')[index]).toBe('1500,50');
  });

  it('refuses a caller without a token (401) and a filter the list refuses (400)', async () => {
    expect((await download({}, '/payments/export')).statusCode).toBe(401);
    const admin = await signedIn(['COMMERCIAL_ADMIN']);
    const refused = await download(admin.headers, '/payments/export?sort=payerName');
    expect(refused.statusCode).toBe(400);
  });
});

describe('GET /money-movements/export (exportMoneyMovements)', () => {
  /** Movements of a window of their own (test files share one database), a negative one among them. */
  async function adjustments(count: number, year: number) {
    await t.database.db.execute(sql`
      insert into money_movements (id, type, source, currency, amount, occurred_at, executed, description, event_key, created_at, updated_at)
      select gen_random_uuid(), 'ADJUSTMENT', 'manual', 'ARS', case when n % 2 = 0 then -(n + 0.5) else n + 0.25 end,
             ${`${year}-05-01T03:00:00Z`}::timestamptz + n * interval '1 minute', n % 3 = 0, 'Ajuste ' || n,
             ${`export-${year}-`} || n, now(), now()
      from generate_series(1, ${count}) as n`);
  }

  it('answers the list’s rows under the same filters and sort, negative amounts as numbers, and refuses a reader’s 403', async () => {
    await adjustments(5, 2042);
    const admin = await signedIn(['COMMERCIAL_ADMIN']);
    const window = 'type=ADJUSTMENT&from=2042-05-01T00:00:00Z&to=2042-05-31T00:00:00Z&executed=false';
    const list = await admin.get(`/money-movements?${window}&sort=amount,asc`);
    const exported = await download(admin.headers, `/money-movements/export?${window}&sort=amount,asc`);
    expect(exported.headers['content-disposition']).toBe('attachment; filename="movimientos-2026-03-31.csv"');
    const rows = rowsOf(exported.body);
    expect(rows[0]).toEqual([
      'Fecha',
      'Tipo',
      'Origen',
      'Monto',
      'Moneda',
      'Acreditado',
      'Pagador',
      'E-mail',
      'Curso',
      'Descripción',
      'ID del pago',
      'ID del movimiento',
    ]);
    const listed = list.json().content as { id: string; amount: string }[];
    expect(column(rows, 'ID del movimiento')).toEqual(listed.map((movement) => movement.id));
    expect(column(rows, 'Monto')).toEqual(['-4,50', '-2,50', '1,25', '5,25']);
    expect(column(rows, 'Acreditado')).toEqual(Array(4).fill('No'));
    // 03:01 UTC is 00:01 in Buenos Aires.
    expect(column(rows, 'Fecha')).toContain('2042-05-01 00:01');

    const teacher = await signedIn(['TEACHER']);
    expect((await download(teacher.headers, `/money-movements/export?${window}`)).statusCode).toBe(403);
  });

  it('closes the cursor and gives its connection back when the client abandons a long download', async () => {
    await adjustments(30_000, 2043);
    const admin = await signedIn(['COMMERCIAL_ADMIN']);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const firstBytes = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/money-movements/export?type=ADJUSTMENT&from=2043-05-01T00:00:00Z&to=2043-12-31T00:00:00Z',
          headers: admin.headers,
        },
        (response) => {
          response.once('data', (chunk: Buffer) => {
            // Gone after the first bytes, long before 30,000 rows.
            request.destroy();
            resolve(chunk.length);
          });
        },
      );
      request.on('error', () => {});
      request.once('error', reject);
      request.end();
    });
    expect(firstBytes).toBeGreaterThan(0);
    const { pool } = t.database;
    await expect.poll(() => pool.totalCount === pool.idleCount, { timeout: 5_000, interval: 50 }).toBe(true);
    const running = await t.database.db.execute(
      sql`select count(*)::int as running from pg_stat_activity where state <> 'idle' and query like '%money_movements%' and query like '%course_title%' and pid <> pg_backend_pid()`,
    );
    expect(running.rows[0]).toEqual({ running: 0 });
  });
});

describe('GET /courses/enrollments/export (exportEnrollments)', () => {
  it('answers the list’s rows with the student and course names, and a teacher only its course’s', async () => {
    const teacher = await signedIn(['TEACHER']);
    const course = await createCourse(t.database.db, { teacherIds: [teacher.user.id] });
    const other = await createCourse(t.database.db);
    const students = [await signedIn(['STUDENT']), await signedIn(['STUDENT'])];
    for (const student of students) await createEnrollment(t.database.db, student.user.id, course.id);
    await createEnrollment(t.database.db, students[0]!.user.id, other.id);
    const admin = await signedIn(['COMMERCIAL_ADMIN']);
    const query = `courseId=${course.id}&sort=createdAt,desc`;
    const list = await admin.get(`/courses/enrollments?${query}&size=200`);
    const exported = await download(admin.headers, `/courses/enrollments/export?${query}`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toBe(
      'attachment; filename="inscripciones-2026-03-31.csv"',
    );
    const rows = rowsOf(exported.body);
    expect(rows[0]).toEqual([
      'Inscripto',
      'Estudiante',
      'E-mail',
      'Curso',
      'Estado',
      'Alerta',
      'Plan',
      'Moneda',
      'Cuotas',
      'Cuotas pagas',
      'Pagado',
      'Saldo por pagar',
      'Deuda vencida',
      'Próximo vencimiento',
      'País',
      'Manual',
      'ID de la inscripción',
    ]);
    const listed = list.json().content as {
      id: string;
      studentName: string;
      studentEmail: string;
      courseTitle: string;
      status: string;
      alert: string;
      debt: string;
    }[];
    expect(listed).toHaveLength(2);
    expect(column(rows, 'ID de la inscripción')).toEqual(listed.map((enrollment) => enrollment.id));
    expect(column(rows, 'Estudiante')).toEqual(listed.map((enrollment) => enrollment.studentName));
    expect(column(rows, 'E-mail')).toEqual(listed.map((enrollment) => enrollment.studentEmail));
    expect(column(rows, 'Curso')).toEqual(listed.map((enrollment) => enrollment.courseTitle));
    expect(column(rows, 'Alerta')).toEqual(listed.map((enrollment) => enrollment.alert));
    expect(column(rows, 'Deuda vencida')).toEqual(
      listed.map((enrollment) => enrollment.debt.replace('.', ',')),
    );

    // A teacher sees its course's roster, not the other course.
    const roster = rowsOf(
      (await download(teacher.headers, `/courses/enrollments/export?userId=${students[0]!.user.id}`)).body,
    );
    expect(column(roster, 'Curso')).toEqual([course.title]);
    const student = rowsOf((await download(students[1]!.headers, '/courses/enrollments/export')).body);
    expect(column(student, 'E-mail')).toEqual([students[1]!.user.email]);
    expect((await download({}, '/courses/enrollments/export')).statusCode).toBe(401);
  });
});
