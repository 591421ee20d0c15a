/** A clock a test sets and moves: time travel without waiting. */
import type { Clock } from '../../src/time/clock.js';

export type TestClock = Clock & {
  set(instant: Date | string): void;
  advance(milliseconds: number): void;
};

export function testClock(start: Date | string = new Date()): TestClock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set(instant) {
      current = new Date(instant);
    },
    advance(milliseconds) {
      current = new Date(current.getTime() + milliseconds);
    },
  };
}
