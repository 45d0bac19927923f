import { mergeClaims } from './openid-client-provider.js';

describe('mergeClaims', () => {
  it('keeps a provider’s __proto__ and constructor claims as plain values, never as a prototype', () => {
    const userInfo = JSON.parse('{"__proto__":{"role":"admin"},"constructor":"x","email":"a@b.test"}') as object;
    const claims = mergeClaims(userInfo, { sub: '1' });
    expect(Object.getPrototypeOf(claims)).toBeNull();
    expect(claims.role).toBeUndefined();
    expect(claims.toString).toBeUndefined();
    expect(Object.keys(claims).sort()).toEqual(['__proto__', 'constructor', 'email', 'sub']);
  });

  it('lets the later source win and skips undefined values', () => {
    expect({ ...mergeClaims({ email: 'info@x.test', given_name: 'An' }, { email: 'id@x.test', family_name: undefined }) }).toEqual({
      email: 'id@x.test',
      given_name: 'An',
    });
  });
});
