import { describe, expect, it } from '@jest/globals';
import { isDirectory, isFont, isRemoteChunk, isRemoteEntry } from './routes';

const ORIGIN = 'https://vetnow.lk';
const url = (path: string, origin = ORIGIN) => new URL(path, origin);

describe('what the service worker keeps (ADR 0065)', () => {
  it('keeps the public directory and nothing else under /api', () => {
    expect(isDirectory(url('/api/doctors'), ORIGIN)).toBe(true);
    expect(isDirectory(url('/api/doctors?specialization=Surgery&date=2026-12-01'), ORIGIN)).toBe(true);
    for (const path of ['/api/doctors/7', '/api/auth/refresh', '/api/auth/me', '/api/appointments', '/api/doctors/me/profile', '/api/notifications']) {
      expect([path, isDirectory(url(path), ORIGIN)]).toEqual([path, false]);
    }
    expect(isDirectory(url('/api/doctors', 'https://evil.example'), ORIGIN)).toBe(false);
  });

  it("takes what says which build of a remote is live from the network first: remotes.json, mf-manifest.json, remoteEntry", () => {
    for (const path of ['/remotes.json', '/remotes/owner/mf-manifest.json', '/remotes/doctor/remoteEntry.js', '/remotes/admin/remoteEntry.0123abcd.js']) {
      expect([path, isRemoteEntry(path), isRemoteChunk(path)]).toEqual([path, true, false]);
    }
    expect(isRemoteEntry('/mf-manifest.json')).toBe(false);
  });

  it("caches a remote's hashed chunks for good, and nothing of a remote without a hash", () => {
    for (const path of ['/remotes/owner/js/1234.0a1b2c3d4e.js', '/remotes/owner/css/88.0a1b2c3d4e.css', '/remotes/doctor/assets/a.0a1b2c3d4e.woff2']) {
      expect([path, isRemoteChunk(path)]).toEqual([path, true]);
    }
    for (const path of ['/remotes/owner/js/main.js', '/js/1234.0a1b2c3d4e.js', '/remotes/owner/favicon.ico']) {
      expect([path, isRemoteChunk(path)]).toEqual([path, false]);
    }
  });

  it('knows a font', () => {
    expect(isFont('/assets/noto-sans-tamil-tamil-400-normal.69bb6a510f.woff2')).toBe(true);
    expect(isFont('/remotes/owner/assets/x.0123abcd.woff')).toBe(true);
    expect(isFont('/js/main.0123abcd.js')).toBe(false);
  });
});
