import { describe, expect, it } from 'vitest';
import { linkify, previewDocument } from './linkify';

describe('linkify', () => {
  it('turns web addresses into links and leaves the rest as text', () => {
    expect(linkify('Entrá a https://catedra.ar/recover/abc123. Vence en 30 minutos.')).toEqual([
      { kind: 'text', value: 'Entrá a ' },
      { kind: 'link', value: 'https://catedra.ar/recover/abc123' },
      { kind: 'text', value: '. Vence en 30 minutos.' },
    ]);
  });

  it('keeps text without addresses whole, and ignores other schemes', () => {
    expect(linkify('Hola\njavascript:alert(1)')).toEqual([
      { kind: 'text', value: 'Hola\njavascript:alert(1)' },
    ]);
  });

  it('finds several addresses', () => {
    expect(linkify('http://a.ar y http://b.ar').filter((part) => part.kind === 'link')).toHaveLength(2);
  });
});

describe('previewDocument', () => {
  it('opens links in a new tab', () => {
    expect(previewDocument('<a href="x">x</a>')).toContain('<base target="_blank">');
  });
});
