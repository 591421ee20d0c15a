import { describe, expect, it } from 'vitest';
import { formatResources, parseResources } from './resources';

describe('resources as text', () => {
  it('round-trips title | url lines, skipping blank lines', () => {
    const resources = [
      { title: 'Slides | parte 1', url: 'https://example.com/a' },
      { title: 'Repo', url: 'http://example.com/b' },
    ];
    expect(parseResources(`${formatResources(resources)}\n\n`)).toEqual({ resources, badLines: [] });
  });

  it('points at the lines without a title or a web address', () => {
    expect(
      parseResources('Sin url |\n| https://x.com\nBien | https://x.com\nMal | ftp://x').badLines,
    ).toEqual([1, 2, 4]);
  });
});
