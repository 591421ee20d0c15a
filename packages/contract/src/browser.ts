/**
 * The contract as a browser needs it at run time: value lists, error codes, money, scope
 * rules, dates, template planning and every operation's route — no TypeBox, no schemas, no
 * OpenAPI generator. The web app and the typed client import values from here; types still come
 * from the package's root (`import type`), which costs nothing at run time.
 */
export * from './core/countries.js';
export * from './core/enumerations.js';
export * from './core/error-codes.js';
export * from './core/message-template.js';
export * from './core/money.js';
export { pathParameterNames } from './core/operation.js';
export * from './core/patterns.js';
export * from './core/payment-schedule.js';
export * from './core/receipts.js';
export * from './core/reminder-text.js';
export * from './core/route.js';
export * from './core/scope-grants.js';
export * from './core/scopes.js';
export * from './core/template-plan.js';
export * from './core/zoned-time.js';
export * from './generated/routes.js';
