import { describe, expect, it } from 'vitest';
import { scoreError } from './grading-table';

const texts = { required: 'Ingresá una nota.', tooHigh: 'La nota no puede superar {max}.' };

describe('scoreError', () => {
  it('accepts a score from 0 to the maximum', () => {
    expect(scoreError(0, 10, texts)).toBeNull();
    expect(scoreError(10, 10, texts)).toBeNull();
    expect(scoreError('7.5', 10, texts)).toBeNull();
  });

  it('refuses an empty, negative or too high score', () => {
    expect(scoreError('', 10, texts)).toBe('Ingresá una nota.');
    expect(scoreError(-1, 10, texts)).toBe('Ingresá una nota.');
    expect(scoreError(10.5, 10, texts)).toBe('La nota no puede superar 10.');
  });
});
