/**
 * The app's one source of "now". Services, repositories and jobs read it instead of
 * `new Date()` or SQL `now()`, so a test can fix or move the time (decision 0008).
 */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
