import { describe, expect, it } from 'vitest';
import { mustLogIn } from './login-mandatory.ts';

const guest = { isLoginMandatory: true, hasToken: false };

describe('login-mandatory rule', () => {
  it.each(['/', '/index', '/live', '/rng', '/promotions', '/game', '/pointMall', '/no-such-page'])(
    'sends a guest on %s to /login',
    (path) => {
      expect(mustLogIn(path, guest)).toBe(true);
    },
  );

  it.each([
    '/login',
    '/register',
    '/register.html',
    '/reset-password',
    '/helpmc',
    '/download',
    '/register/',
    '/helpmc//',
  ])('lets a guest open %s', (path) => {
    expect(mustLogIn(path, guest)).toBe(false);
  });

  it('does not match by prefix: /registered and /login-help are not open', () => {
    expect(mustLogIn('/registered', guest)).toBe(true);
    expect(mustLogIn('/login-help', guest)).toBe(true);
  });

  it('never redirects a member with a token, nor anyone when the brand does not require login', () => {
    expect(mustLogIn('/live', { isLoginMandatory: true, hasToken: true })).toBe(false);
    expect(mustLogIn('/live', { isLoginMandatory: false, hasToken: false })).toBe(false);
  });
});
