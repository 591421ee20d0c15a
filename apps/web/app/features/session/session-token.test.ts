import { describe, expect, it } from 'vitest';
import { readSessionToken, stripBearerPrefix } from './session-token';

describe('stripBearerPrefix', () => {
  it('removes a leading "Bearer " and nothing else', () => {
    expect(stripBearerPrefix('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(stripBearerPrefix('abc.def.ghi')).toBe('abc.def.ghi');
    expect(stripBearerPrefix('bearer abc')).toBe('bearer abc');
    expect(stripBearerPrefix('xBearer abc')).toBe('xBearer abc');
    expect(stripBearerPrefix('Bearer ')).toBe('');
  });
});

describe('readSessionToken', () => {
  it('reads catedra_token from the Cookie header, prefix stripped', () => {
    expect(readSessionToken('theme=dark; catedra_token=Bearer%20jwt.value')).toBe('jwt.value');
    expect(readSessionToken('catedra_token=jwt.value')).toBe('jwt.value');
  });

  it('answers an empty token without the cookie', () => {
    for (const cookies of [null, 'other=1', 'catedra_token=']) {
      expect(readSessionToken(cookies), String(cookies)).toBe('');
    }
  });
});
