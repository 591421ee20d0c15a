/**
 * Demo data for the embedded database and local development: one user per scope, e-mail
 * `<scope in lower case, _ as ->@demo.catedra.ar`, password `demo1234`, then the academic
 * selling and sales demo data. Never run in production (config.seedDemo is false there).
 *
 * All or nothing: the whole seed is one transaction, so a seed that fails part-way leaves
 * nothing behind and the next start seeds it whole. Idempotent: a part already there is
 * kept (accounts by e-mail, the academic part by its topics, the selling part by its
 * alliance), and since every part commits with the others, "there" means "there whole".
 */
import { SCOPES, type Scope } from '@catedra/contract';
import { sql } from 'drizzle-orm';
import { createRepositories } from '../composition/repositories.js';
import type { Executor } from '../db/database.js';
import { hashPassword } from '../modules/auth/index.js';
import { type Clock, systemClock } from '../time/clock.js';
import { seedAcademicDemoData } from './seed-academic.js';
import { seedSalesDemoData } from './seed-sales.js';
import { seedSellingDemoData } from './seed-selling.js';

export const DEMO_PASSWORD = 'demo1234';

/**
 * Two processes seeding one fresh database at once (an API starting beside `db:seed-scale`)
 * take turns on this transaction-scoped advisory lock; the second then finds the data there.
 */
const DEMO_SEED_LOCK = 0x0de3_05ee;

let demoPasswordHash: Promise<string> | undefined;

/** Argon2 costs tens of milliseconds by design: the demo password is hashed once per process. */
export function hashDemoPassword(): Promise<string> {
  demoPasswordHash ??= hashPassword(DEMO_PASSWORD);
  return demoPasswordHash;
}

export function demoEmailOf(scope: Scope): string {
  return `${scope.toLowerCase().replaceAll('_', '-')}@demo.catedra.ar`;
}

const DEMO_PEOPLE: Record<Scope, [firstName: string, lastName: string]> = {
  BASIC: ['Bruno', 'Básico'],
  SU: ['Susana', 'Superusuaria'],
  STUDENT: ['Esteban', 'Estudiante'],
  TEACHER: ['Teresa', 'Docente'],
  ACADEMIC: ['Andrés', 'Académico'],
  MARKETING: ['Martina', 'Marketing'],
  ACADEMIC_ADMIN: ['Adriana', 'Coordinación Académica'],
  SELLER_ADMIN: ['Sergio', 'Jefe de Ventas'],
  COMMERCIAL_ADMIN: ['Camila', 'Jefa Comercial'],
  MANAGER_ADMIN: ['Manuel', 'Gerencia'],
  FARMING: ['Florencia', 'Cobranzas'],
  HOST: ['Héctor', 'Anfitrión'],
  SELLER: ['Valeria', 'Vendedora'],
  COMMERCIAL: ['Carlos', 'Comercial'],
  MANAGER: ['Mariana', 'Gestión'],
  SELLER_EXTERNAL: ['Ezequiel', 'Vendedor Externo'],
  ALLIANCE_ADMIN: ['Alicia', 'Alianzas'],
};

/**
 * Seeds the demo, whole or not at all. Dates (classes held, exams due, debts) are relative to
 * the clock's today and fit on every day of the year (`seed.db.test.ts` seeds 400 days).
 * Given a transaction, the seed runs in a savepoint of it.
 */
export async function seedDemoData(db: Executor, clock: Clock = systemClock): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK})`);
    await seedDemoAccounts(tx);
    await seedAcademicDemoData(tx, clock);
    await seedSellingDemoData(tx, clock);
    await seedSalesDemoData(tx, clock);
  });
}

async function seedDemoAccounts(db: Executor): Promise<void> {
  const passwordHash = await hashDemoPassword();
  const { users } = createRepositories(db, systemClock);
  for (const scope of SCOPES) {
    const [firstName, lastName] = DEMO_PEOPLE[scope];
    // insert() keeps an existing account as it is (the e-mail is taken).
    await users.insert({
      email: demoEmailOf(scope),
      passwordHash,
      firstName,
      lastName,
      country: 'AR',
      scopes: [scope],
    });
  }
}
