import { describe, expect, it } from 'vitest';
import { stagesFromInput } from './reminder-settings-page';

describe('stagesFromInput', () => {
  it('reads whole days separated by commas or spaces, sorted', () => {
    expect(stagesFromInput('-3, 0, 3')).toEqual([-3, 0, 3]);
    expect(stagesFromInput('7 -5 +1')).toEqual([-5, 1, 7]);
  });

  it('refuses repeated, fractional, out of range, empty or too many stages', () => {
    for (const text of ['0, 0', '1.5', '61', '', 'a', '1,2,3,4,5,6,7'])
      expect(stagesFromInput(text), text).toBeNull();
  });
});
