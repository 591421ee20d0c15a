/**
 * Demo data for the embedded database and local development: one user per scope, e-mail
 * `<scope in lower case, _ as ->@demo.catedra.ar`, password `demo1234`. Never run in
 * production (config.seedDemo is false there). Idempotent: existing rows are kept.
 */
import { SCOPES, type Scope } from '@catedra/contract';
import type { Database } from '../db/database.js';
import { hashPassword } from '../modules/auth/index.js';
import { createUsersRepository } from '../modules/users/index.js';
import { type Clock, systemClock } from '../time/clock.js';
import { seedAcademicDemoData } from './seed-academic.js';
import { seedSellingDemoData } from './seed-selling.js';

export const DEMO_PASSWORD = 'demo1234';

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

/** Dates of the demo (classes held, exams due) are relative to the clock's today. */
export async function seedDemoData(db: Database, clock: Clock = systemClock): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const users = createUsersRepository(db);
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
  await seedAcademicDemoData(db, clock);
  await seedSellingDemoData(db, clock);
}
