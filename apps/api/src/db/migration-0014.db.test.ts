/**
 * Migration 0014 on data written before it: tier overrides keyed by a shared tier code become
 * one override per alliance tier they priced (no price changes), overrides of no tier go, a
 * user's alliance that names no alliance is cleared before its foreign key, and today's
 * INACTIVE enrollments start the status history with their inactivation.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPrivateDatabase, type PrivateDatabase } from '../../test/setup/private-database.js';
import { MIGRATIONS_FOLDER, migrateDatabase } from './database.js';

/** The migrations folder as it was before 0014 (its journal cut after 0013). */
function foldersBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'catedra-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
  const cut = journal.entries.findIndex((entry: { tag: string }) => entry.tag.startsWith(tag));
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

let database: PrivateDatabase;
let before: string;

beforeAll(async () => {
  before = foldersBefore('0014_');
  database = await createPrivateDatabase(inject('databaseUrl'), (db) =>
    migrate(db, { migrationsFolder: before }),
  );
});

afterAll(async () => {
  await database?.drop();
  rmSync(before, { recursive: true, force: true });
});

describe('migration 0014', () => {
  it('duplicates a shared-code override per tier it priced, drops one of no tier, clears unknown alliances and copies inactivations', async () => {
    const { db } = database.connection;
    const query = async <T>(statement: ReturnType<typeof sql>) => (await db.execute(statement)).rows as T[];
    const [south] = await query<{ id: string }>(
      sql`insert into alliances (id, name, slug, contact_email) values (gen_random_uuid(), 'Universidad del Sur', 'universidad-del-sur', 'sur@example.com') returning id`,
    );
    const [accountants] = await query<{ id: string }>(
      sql`insert into alliances (id, name, slug, contact_email) values (gen_random_uuid(), 'Colegio de Contadores de Córdoba', 'contadores-cordoba', 'cc@example.com') returning id`,
    );
    await db.execute(sql`insert into alliance_tiers (alliance_id, code, name, discount_percent) values
      (${south!.id}, 'ESTUDIANTE', 'Estudiantes', 10), (${south!.id}, 'DOCENTE', 'Docentes', 20),
      (${accountants!.id}, 'ESTUDIANTE', 'Estudiantes', 15)`);
    // A course as the table was then (the factories write today's columns).
    const [topic] = await query<{ id: string }>(
      sql`insert into course_topics (id, name, slug) values (gen_random_uuid(), 'Finanzas', 'finanzas-0014') returning id`,
    );
    const [course] = (await query<{ id: string }>(
      sql`insert into courses (id, title, slug, topic_id, start_date, end_date, timezone_id)
          values (gen_random_uuid(), 'Curso 0014', 'curso-0014', ${topic!.id}, '2026-03-01', '2026-07-31', 'America/Argentina/Buenos_Aires') returning id`,
    )) as [{ id: string }];
    const [open] = await query<{ id: string }>(
      sql`insert into course_payment_plans (id, course_id, name, type, currency, upfront_amount) values (gen_random_uuid(), ${course.id}, 'Contado', 'upfront', 'ARS', '1000.00') returning id`,
    );
    const [southOnly] = await query<{ id: string }>(
      sql`insert into course_payment_plans (id, course_id, name, type, currency, upfront_amount, alliance_id) values (gen_random_uuid(), ${course.id}, 'Del Sur', 'upfront', 'ARS', '900.00', ${south!.id}) returning id`,
    );
    await db.execute(sql`insert into payment_plan_tier_overrides (payment_plan_id, tier, upfront_amount) values
      (${open!.id}, 'ESTUDIANTE', '700.00'), (${open!.id}, 'DOCENTE', '600.00'), (${open!.id}, 'FANTASMA', '1.00'),
      (${southOnly!.id}, 'ESTUDIANTE', '500.00')`);
    // Users and enrollments as the tables were then: the factories write today's columns.
    const userIn = async (allianceId: string, email: string) =>
      (
        await query<{ id: string }>(
          sql`insert into users (id, email, password_hash, first_name, last_name, alliance_id, search_text)
              values (gen_random_uuid(), ${email}, 'x', 'Ana', 'Pérez', ${allianceId}, '') returning id`,
        )
      )[0]!;
    const member = await userIn(south!.id, 'member-0014@example.com');
    const stray = await userIn('01900000-0000-7000-8000-00000000dead', 'stray-0014@example.com');
    const [inactive] = await query<{ id: string }>(
      sql`insert into enrollments (id, user_id, course_id, status, inactive_reason, inactivated_at)
          values (gen_random_uuid(), ${member.id}, ${course.id}, 'INACTIVE', 'No respondió', '2026-05-01T12:00:00Z')
          returning id`,
    );
    await db.execute(
      sql`insert into enrollments (id, user_id, course_id, status) values (gen_random_uuid(), ${stray.id}, ${course.id}, 'ACTIVE')`,
    );

    await migrateDatabase(db);

    const overrides = await query<{ plan: string; alliance: string; tier: string; upfront: string }>(
      sql`select o.payment_plan_id as plan, t.alliance_id as alliance, t.code as tier, o.upfront_amount::text as upfront
          from payment_plan_tier_overrides o join alliance_tiers t on t.id = o.tier_id
          order by o.payment_plan_id, t.code, t.alliance_id`,
    );
    const expected = [
      { plan: open!.id, alliance: south!.id, tier: 'DOCENTE', upfront: '600.00' },
      { plan: open!.id, alliance: south!.id, tier: 'ESTUDIANTE', upfront: '700.00' },
      { plan: open!.id, alliance: accountants!.id, tier: 'ESTUDIANTE', upfront: '700.00' },
      // The plan of one alliance priced that alliance's tier only.
      { plan: southOnly!.id, alliance: south!.id, tier: 'ESTUDIANTE', upfront: '500.00' },
    ];
    expect(overrides).toHaveLength(expected.length);
    expect(overrides).toEqual(expect.arrayContaining(expected));

    const users = await query<{ id: string; alliance: string | null }>(
      sql`select id, alliance_id as alliance from users where id in (${member.id}, ${stray.id})`,
    );
    expect(Object.fromEntries(users.map((user) => [user.id, user.alliance]))).toEqual({
      [member.id]: south!.id,
      [stray.id]: null,
    });
    const refusal = await db
      .execute(
        sql`update users set alliance_id = '01900000-0000-7000-8000-00000000dead' where id = ${member.id}`,
      )
      .catch((error: { cause?: { code?: string }; code?: string }) => error.cause ?? error);
    expect(refusal).toMatchObject({ code: '23503' });

    const history = await query<Record<string, unknown>>(
      sql`select enrollment_id as "enrollmentId", from_status as "fromStatus", to_status as "toStatus", reason,
                 changed_by as "changedBy",
                 to_char(changed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "changedAt"
          from enrollment_status_changes`,
    );
    expect(history).toEqual([
      {
        enrollmentId: inactive!.id,
        fromStatus: null,
        toStatus: 'INACTIVE',
        reason: 'No respondió',
        changedBy: null,
        changedAt: '2026-05-01T12:00:00Z',
      },
    ]);
  });
});
