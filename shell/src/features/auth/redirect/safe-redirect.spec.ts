import { describe, expect, it } from '@jest/globals';
import { loginPathFor, safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/appointments', '/appointments'],
    ['/book-appointment/6f1c2d3e-0000-4000-8000-00000000abcd', '/book-appointment/6f1c2d3e-0000-4000-8000-00000000abcd'],
    ['/appointments?filter=upcoming#top', '/appointments?filter=upcoming#top'],
    ['/doctors/../appointments', '/appointments'],
    ['/%2F%2Fevil.com', '/%2F%2Fevil.com'],
    ['/', '/'],
  ])('follows the same-site path %s', (raw, expected) => {
    expect(safeRedirectPath(raw)).toBe(expected);
  });

  it.each([
    '//evil.com',
    '//evil.com/appointments',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/\\/evil.com',
    '\\/evil.com',
    'https://evil.com',
    'http://evil.com/appointments',
    'HTTPS://evil.com',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.com',
    'appointments',
    ' /appointments',
    '/\t/evil.com',
    '/\n/evil.com',
    '/ /evil.com',
    '/appointments\u0000',
    '',
    '/login',
    '/login?redirect=/appointments',
    '/register',
  ])('refuses %j', (raw) => {
    expect(safeRedirectPath(raw)).toBeNull();
  });

  it('refuses an overlong path', () => {
    expect(safeRedirectPath(`/${'a'.repeat(3000)}`)).toBeNull();
  });

  it.each([undefined, null, 42, {}, ['/appointments']])('refuses a non-string %p', (raw) => {
    expect(safeRedirectPath(raw)).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('carries the page as ?redirect=', () => {
    expect(loginPathFor({ pathname: '/appointments' })).toBe('/login?redirect=%2Fappointments');
    expect(loginPathFor({ pathname: '/appointments', search: '?filter=past', hash: '#x' })).toBe(
      '/login?redirect=%2Fappointments%3Ffilter%3Dpast%23x',
    );
  });

  it('is plain /login for the home page or a path that is not safe', () => {
    expect(loginPathFor({ pathname: '/' })).toBe('/login');
    expect(loginPathFor({ pathname: '//evil.com' })).toBe('/login');
  });
});
