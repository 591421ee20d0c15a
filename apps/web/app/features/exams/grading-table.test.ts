import { describe, expect, it } from 'vitest';
import { scoreError } from './grading-table';

const texts = { required: 'Ingresá una nota.', outOfRange: 'Ingresá una nota entre 0 y {max}.' };

describe('scoreError', () => {
  it('accepts a score from 0 to the maximum', () => {
    expect(scoreError(0, 10, texts)).toBeNull();
    expect(scoreError(10, 10, texts)).toBeNull();
    expect(scoreError('7.5', 10, texts)).toBeNull();
  });

  it('asks for an empty score and gives the range for a negative or too high one', () => {
    expect(scoreError('', 10, texts)).toBe('Ingresá una nota.');
    expect(scoreError(-3, 10, texts)).toBe('Ingresá una nota entre 0 y 10.');
    expect(scoreError(10.5, 10, texts)).toBe('Ingresá una nota entre 0 y 10.');
    expect(scoreError(11, 7.5, texts)).toBe('Ingresá una nota entre 0 y 7,5.');
  });
});
