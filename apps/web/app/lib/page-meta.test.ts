import { describe, expect, it } from 'vitest';
import { pageMeta, shortDescription, siteOriginOf } from './page-meta';

/** The `content` of the tag named `key` (by `name` or `property`). */
function content(tags: ReturnType<typeof pageMeta>, key: string): unknown {
  const tag = tags.find(
    (item) => ('property' in item && item.property === key) || ('name' in item && item.name === key),
  );
  return tag && 'content' in tag ? tag.content : undefined;
}

describe('pageMeta', () => {
  const tags = pageMeta({
    title: 'Docentes de Cátedra',
    description: 'Conocé a los docentes.',
    origin: 'https://catedra.example/',
    path: '/teachers',
  });

  it('keeps the brand as the document title and gives the page its own Open Graph title', () => {
    expect(tags).toContainEqual({ title: 'Cátedra' });
    expect(content(tags, 'og:title')).toBe('Docentes de Cátedra');
    expect(content(tags, 'description')).toBe('Conocé a los docentes.');
    expect(content(tags, 'og:description')).toBe('Conocé a los docentes.');
  });

  it('points og:url and og:image at absolute addresses on the site', () => {
    expect(content(tags, 'og:url')).toBe('https://catedra.example/teachers');
    expect(content(tags, 'og:image')).toBe('https://catedra.example/og-image.png');
    expect(content(tags, 'twitter:card')).toBe('summary_large_image');
  });
});

describe('siteOriginOf', () => {
  it('reads the origin from the root match only', () => {
    expect(siteOriginOf([{ id: 'root', data: { origin: 'http://localhost:3000' } }])).toBe(
      'http://localhost:3000',
    );
    expect(siteOriginOf([{ id: 'routes/public/home', data: { origin: 'x' } }, undefined])).toBe('');
  });
});

describe('shortDescription', () => {
  it('keeps a short text and cuts a long one on a word, with an ellipsis', () => {
    expect(shortDescription('  Un   curso  corto. ')).toBe('Un curso corto.');
    const long = `${'palabra '.repeat(40)}final`;
    const cut = shortDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('palabra…')).toBe(true);
  });
});
