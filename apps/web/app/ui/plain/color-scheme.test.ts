import { afterEach, describe, expect, it } from 'vitest';
import {
  applyColorScheme,
  COLOR_SCHEME_ATTRIBUTE,
  COLOR_SCHEME_KEY,
  COLOR_SCHEME_SCRIPT,
} from './color-scheme';

/** Runs the inline script as the browser does before the page paints. */
function runScript() {
  new Function(COLOR_SCHEME_SCRIPT)();
  return document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE);
}

describe('the colour scheme without Mantine', () => {
  afterEach(() => {
    window.localStorage.clear();
    document.documentElement.removeAttribute(COLOR_SCHEME_ATTRIBUTE);
  });

  it('keeps the scheme under the key Mantine reads (specification section 9: `theme`)', () => {
    expect(COLOR_SCHEME_KEY).toBe('theme');
  });

  it('starts light, or with the stored scheme', () => {
    expect(runScript()).toBe('light');
    window.localStorage.setItem('theme', 'dark');
    expect(runScript()).toBe('dark');
    window.localStorage.setItem('theme', 'nonsense');
    expect(runScript()).toBe('light');
  });

  it('applies and stores a choice, which the script then restores', () => {
    applyColorScheme('dark');
    expect(document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE)).toBe('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    document.documentElement.removeAttribute(COLOR_SCHEME_ATTRIBUTE);
    expect(runScript()).toBe('dark');
  });
});
