import { ROUTES, matchRoute } from './route-table.js';

describe('matchRoute', () => {
  it('prefers literal segments over params', () => {
    expect(matchRoute('GET', '/doctors/dashboard/profile')?.route).toMatchObject({
      path: '/doctors/dashboard/profile',
      service: 'clinic',
      access: 'doctor',
    });
    expect(matchRoute('GET', '/doctors/dashboard/appointments')?.route).toMatchObject({
      service: 'booking',
      access: 'doctor',
    });
    expect(matchRoute('GET', '/doctors/abc')).toEqual({
      route: expect.objectContaining({ path: '/doctors/:id' }),
      params: { id: 'abc' },
    });
    expect(matchRoute('GET', '/appointments/user/all')?.route).toMatchObject({
      path: '/appointments/user/all',
      service: 'booking',
    });
  });

  it('matches params, methods and decodes segments', () => {
    expect(matchRoute('get', '/doctors/d%201/slots')).toEqual({
      route: expect.objectContaining({ path: '/doctors/:id/slots' }),
      params: { id: 'd 1' },
    });
    expect(matchRoute('PATCH', '/admin/doctors/7/status')?.params).toEqual({ id: '7' });
    expect(matchRoute('PUT', '/appointments/a1/cancel')?.route.access).toBe('user');
    expect(matchRoute('PUT', '/appointments/a1/complete')?.route.access).toBe('doctor');
  });

  it('finds nothing for unknown paths, wrong methods, extra segments or bad escapes', () => {
    expect(matchRoute('GET', '/nope')).toBeUndefined();
    expect(matchRoute('DELETE', '/doctors/1')).toBeUndefined();
    expect(matchRoute('GET', '/doctors/1/slots/extra')).toBeUndefined();
    expect(matchRoute('GET', '/doctors/%E0%A4%A')).toBeUndefined();
  });

  it('routes every table entry to itself', () => {
    for (const r of ROUTES) {
      const path = r.path.replace(/:id/g, 'x1');
      expect(matchRoute(r.method, path)?.route).toBe(r);
    }
  });
});
