/** The utilities module's public surface: health, time zones. */
export { canonicalTimeZone, isKnownTimeZone, listTimeZones, type TimeZoneInfo } from './time-zones.js';
export { utilitiesHandlers } from './utilities.routes.js';
