import { readFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import {
  DOMAIN_ERROR_CODES,
  ERROR_CODES,
  errorCodesOf,
  GENERIC_ERROR_CODES,
  genericErrorCodesOf,
} from './core/error-codes.js';
import { pathParameterNames } from './core/operation.js';
import { type OperationRoute, routeOf } from './core/route.js';
import { SCOPES } from './core/scopes.js';
import { operationRoutes } from './generated/routes.js';
import { buildOpenApiDocument } from './openapi.js';
import { operationList, operations } from './operations.js';

/** The specification's section 7 lists 139 calls besides POST /api/auth and geolocation. */
const SPECIFIED_OPERATIONS = 139;

describe('the operation registry', () => {
  it('declares every call of the specification once', () => {
    expect(operationList.length).toBeGreaterThanOrEqual(SPECIFIED_OPERATIONS);
    const ids = operationList.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = operationList.map((operation) => `${operation.method} ${operation.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('keys each operation by its own operationId', () => {
    for (const [key, operation] of Object.entries(operations)) expect(operation.operationId).toBe(key);
  });

  it('declares exactly the path parameters each path names', () => {
    for (const operation of operationList) {
      const declared = Object.keys(operation.params?.properties ?? {}).sort();
      expect({ id: operation.operationId, params: declared }).toEqual({
        id: operation.operationId,
        params: pathParameterNames(operation.path).sort(),
      });
    }
  });

  it('names real scopes, and never leaves a guarded operation without any', () => {
    for (const operation of operationList) {
      if (operation.access.kind !== 'scopes') continue;
      expect(operation.access.scopes.length, operation.operationId).toBeGreaterThan(0);
      for (const scope of operation.access.scopes) expect(SCOPES).toContain(scope);
    }
  });

  it('uses the specification’s operation names for users', () => {
    for (const name of [
      'createUser',
      'findAllUsers',
      'findUserById',
      'updateUser',
      'addScopeToUser',
      'removeScopeFromUser',
      'signin',
      'getParsedToken',
      'triggerPasswordRecovery',
      'checkPasswordRecovery',
      'executePasswordRecovery',
      'testAddContact',
      'createUserResume',
      'updateUserResume',
      'insertAcademicItem',
      'insertProfessionalItem',
      'insertTechnologyItem',
      'updateAcademicItem',
      'updateProfessionalItem',
      'updateTechnologyItem',
    ]) {
      expect(operations).toHaveProperty(name);
    }
  });

  it('updates technology items on their own path (DESIGN.md fixes the specification’s defect)', () => {
    expect(operations.updateTechnologyItem.path).toBe('/users/resume/technology/{technologyId}');
    expect(operations.updateAcademicItem.path).toBe('/users/resume/academic/{academicId}');
  });
});

describe('the error codes', () => {
  it('declares only codes of the table, never a generic one the shape already implies', () => {
    for (const operation of operationList) {
      const implied = genericErrorCodesOf(operation);
      for (const code of operation.errors ?? []) {
        expect(ERROR_CODES, operation.operationId).toHaveProperty(code);
        // A generic code is declared only where the shape does not imply it: RATE_LIMITED where
        // limited, NOT_FOUND where the missing record is named in the body, not the path.
        if (code in GENERIC_ERROR_CODES) expect(implied, operation.operationId).not.toContain(code);
      }
    }
  });

  it('has no domain code that no operation declares', () => {
    const declared = new Set(operationList.flatMap((operation) => operation.errors ?? []));
    expect(Object.keys(DOMAIN_ERROR_CODES).filter((code) => !declared.has(code as never))).toEqual([]);
  });

  it('derives the generic codes from the shape', () => {
    expect(errorCodesOf(operations.healthCheck)).not.toContain('UNAUTHENTICATED');
    expect(errorCodesOf(operations.findUserById)).toEqual(
      expect.arrayContaining(['VALIDATION_FAILED', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'INTERNAL']),
    );
    expect(errorCodesOf(operations.findAllUsers)).not.toContain('NOT_FOUND');
    expect(errorCodesOf(operations.createUser)).toEqual(
      expect.arrayContaining(['EMAIL_TAKEN', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE']),
    );
  });
});

describe('the OpenAPI document', () => {
  it('lists per status the codes each operation may answer', () => {
    const responses = buildOpenApiDocument().paths['/users']!.post!.responses as Record<
      string,
      { content: Record<string, { schema: { allOf: { properties?: { code?: { enum: string[] } } }[] } }> }
    >;
    const codesOf = (status: string) =>
      responses[status]!.content['application/problem+json']!.schema.allOf[1]!.properties!.code!.enum;
    expect(codesOf('409')).toEqual(['EMAIL_TAKEN']);
    expect(codesOf('400')).toEqual(['VALIDATION_FAILED', 'PASSWORD_IS_EMAIL', 'ALLIANCE_UNKNOWN']);
    expect(codesOf('403')).toEqual(['SCOPE_NOT_GRANTABLE']);
    expect(responses).not.toHaveProperty('401');
  });

  it('is committed and current (regenerate with `npm run openapi:write`)', () => {
    const committed = JSON.parse(readFileSync(new URL('../openapi.json', import.meta.url), 'utf8'));
    expect(committed).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });

  // Validating the whole document (every operation's schemas) takes about a second alone and
  // more than the unit tests' 5 s on a machine busy with the rest of the suite.
  it('is a valid OpenAPI 3.1 document (swagger-parser)', { timeout: 60_000 }, async () => {
    const document = buildOpenApiDocument();
    const validated = await SwaggerParser.validate(structuredClone(document) as never);
    expect((validated as { openapi?: string }).openapi).toBe('3.1.0');
    const operationCount = Object.values(document.paths).reduce(
      (count, item) => count + Object.keys(item).length,
      0,
    );
    expect(operationCount).toBe(operationList.length);
  });
});

describe('the routes the browser reads (generated/routes.ts)', () => {
  it('are current: every operation’s route, as the contract declares it (npm run docs:write)', () => {
    const derived = Object.fromEntries(
      operationList.map((operation) => [operation.operationId, routeOf(operation)]),
    );
    expect(operationRoutes).toEqual(derived);
  });

  it("carry every list's sort whitelist, so a table offers only the columns the API sorts by", () => {
    expect(operationRoutes.findAllCourses.query.sort).toEqual(['startDate', 'title', 'createdAt']);
    const listsWithoutWhitelist = Object.entries(operationRoutes as Record<string, OperationRoute>)
      .filter(([, route]) => route.query?.names.includes('sort') && !route.query.sort?.length)
      .map(([id]) => id);
    expect(listsWithoutWhitelist).toEqual([]);
  });

  it('keep the scope checks and drop the documentation texts', () => {
    expect(operationRoutes.findUserById.access).toEqual({
      kind: 'scopes',
      scopes: operations.findUserById.access.scopes,
      self: 'userId',
    });
    expect(JSON.stringify(operationRoutes)).not.toMatch(/"(note|owner)"/);
  });

  it('are reachable from the browser entry, which imports no TypeBox', () => {
    const browserModules = [
      'browser.ts',
      'core/countries.ts',
      'core/enumerations.ts',
      'core/error-codes.ts',
      'core/money.ts',
      'core/patterns.ts',
      'core/route.ts',
      'core/scope-grants.ts',
      'core/scopes.ts',
      'core/template-plan.ts',
      'core/zoned-time.ts',
      'core/operation.ts',
      'generated/routes.ts',
    ];
    for (const file of browserModules) {
      const source = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
      expect(source, file).not.toMatch(/^import (?!type )[^;]*from 'typebox'/m);
      expect(source, file).not.toMatch(/from '\.\.?\/(areas|operations|openapi|core\/schemas)/);
    }
  });
});
