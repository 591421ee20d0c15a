import { describe, expect, it } from 'vitest';
import { fillTemplate, placeholderCount } from './message-template.js';

describe('a template’s numbered placeholders', () => {
  const text = 'Hola {{1}}, pagá {{2}} acá: {{3}}';

  it('counts the highest placeholder', () => {
    expect(placeholderCount(text)).toBe(3);
    expect(placeholderCount('Sin valores')).toBe(0);
  });

  it('fills each with its value, keeps one without a value, and an empty one only in a preview', () => {
    expect(fillTemplate(text, ['Ana', '', 'x'])).toBe('Hola Ana, pagá  acá: x');
    expect(fillTemplate(text, ['Ana', ''], { blankKeepsPlaceholder: true })).toBe(
      'Hola Ana, pagá {{2}} acá: {{3}}',
    );
  });
});
