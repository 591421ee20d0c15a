/** The admin panel's frame: gate, shell, start page. */
export { AdminGate } from './admin-gate';
export { AdminHome } from './admin-home';
export { ADMIN_MENU, type AdminMenuEntry, adminMenuFor } from './admin-menu';
export { AdminNotFound } from './admin-not-found';
export { AdminShell } from './admin-shell';
