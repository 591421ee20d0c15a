/** A well-formed id (UUID v7) that names no row: what "not found" tests ask for. */
export const UNKNOWN_ID = '01900000-0000-7000-8000-000000000000';
