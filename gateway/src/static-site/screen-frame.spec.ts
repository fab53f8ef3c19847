import {
  composeScreenPage,
  frameRouteFor,
  requestLanguage,
  requestRole,
  requestVisitor,
  type ScreenFrameRoute,
} from './screen-frame.js';

const ROUTES: ScreenFrameRoute[] = [
  { pattern: '/doctors', role: 'user', remote: 'owner', expose: 'doctors-page' },
  { pattern: '/book-appointment/:doctorId', role: 'user', remote: 'owner', expose: 'book-appointment-page' },
];
const req = (headers: Record<string, string>) => ({ headers });

describe('screen frames (ADR 0083)', () => {
  it("finds a path's route: parameters match one segment, a trailing slash is ignored", () => {
    expect(frameRouteFor(ROUTES, '/doctors')?.expose).toBe('doctors-page');
    expect(frameRouteFor(ROUTES, '/doctors/')?.expose).toBe('doctors-page');
    expect(frameRouteFor(ROUTES, '/book-appointment/d1')?.expose).toBe('book-appointment-page');
    for (const path of ['/doctors/x', '/book-appointment', '/book-appointment/', '/doctorsx', '/']) expect(frameRouteFor(ROUTES, path)).toBeUndefined();
  });

  it("reads the visitor's language as the app does: the chosen language, else the browser's preference, else English", () => {
    expect(requestLanguage(req({}))).toBe('en');
    expect(requestLanguage(req({ 'accept-language': 'si-LK,si;q=0.9,en;q=0.8' }))).toBe('si');
    expect(requestLanguage(req({ 'accept-language': 'fr-FR,ta;q=0.5,en;q=0.6' }))).toBe('en');
    expect(requestLanguage(req({ 'accept-language': 'fr-FR,ta;q=0.7,en;q=0.6' }))).toBe('ta');
    expect(requestLanguage(req({ 'accept-language': 'en;q=0,si' }))).toBe('si');
    expect(requestLanguage(req({ 'accept-language': 'de' }))).toBe('en');
    expect(requestLanguage(req({ cookie: 'a=b; vetnow.language=ta', 'accept-language': 'en' }))).toBe('ta');
    expect(requestLanguage(req({ cookie: 'vetnow.language=xx', 'accept-language': 'si' }))).toBe('si');
  });

  it('reads the role cookie, and nothing from a cookie that only ends like it', () => {
    expect(requestRole(req({ cookie: 'vetnow_refresh=t; vetnow.role=user' }))).toBe('user');
    expect(requestRole(req({ cookie: 'xvetnow.role=admin' }))).toBeUndefined();
    expect(requestRole(req({}))).toBeUndefined();
  });

  it("reads a signed-in doctor's public id from its cookie (ADR 0096), and nothing that is not an id", () => {
    const id = '8a0c6f1e-2b4d-4c3a-9e57-1d2f3a4b5c6d';
    expect(requestVisitor(req({ cookie: `vetnow.role=doctor; vetnow.doctor=${id}` }))).toEqual({ doctor: id });
    expect(requestVisitor(req({ cookie: 'vetnow.doctor=../../x' }))).toEqual({});
    expect(requestVisitor(req({ cookie: `xvetnow.doctor=${id}` }))).toEqual({});
    expect(requestVisitor(req({}))).toEqual({});
  });

  it('puts the frame in the slot and its stylesheet in the one <style>; refuses a stylesheet that would end it', () => {
    const slot = '<div data-screen-frame-slot=""></div>';
    const template = `<head><style>a{}</style></head><main>${slot}</main>`;
    const frame = { expose: 'doctors-page', language: 'en', html: '<h1>$& "x"</h1>', css: 'b{}' };
    expect(composeScreenPage(template, slot, ROUTES[0]!, frame)).toBe(
      '<head><style>a{}b{}</style></head><main><div data-screen-frame="owner/doctors-page" data-screen-role="user" data-page-loading="" inert=""><h1>$& "x"</h1></div></main>',
    );
    expect(() => composeScreenPage(template, slot, ROUTES[0]!, { ...frame, css: 'b{}</style><script>' })).toThrow(/ends the <style>/);
    expect(() => composeScreenPage('<main></main>', slot, ROUTES[0]!, frame)).toThrow(/no frame slot/);
  });
});
