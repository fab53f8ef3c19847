import { clinicInstant } from '@vetnow/domain/clinic-time';
import { claimLinkUrl, renderClaimSms } from './claim-sms.js';

// Issue 39 phase B: the SMS with the link that claims an account the desk made.
describe('claim link SMS', () => {
  const token = 'Zm9vYmFyYmF6cXV4LXRva2VuLW9mLTQzLWNoYXJzLWxvbmc';
  const url = claimLinkUrl('https://vetnow.example', token);
  // The link works until 15 January 2030 at 09:00 in Colombo (03:30 UTC).
  const expiresAt = clinicInstant('2030-01-15', 9 * 60);

  it('links to /claim with the token, URL-safe', () => {
    expect(url).toBe(`https://vetnow.example/claim?token=${token}`);
    expect(claimLinkUrl('http://localhost:8080', 'a+b/c=')).toBe('http://localhost:8080/claim?token=a%2Bb%2Fc%3D');
  });

  it('English: who made it, what to do, until when (clinic time), then the link; plain ASCII', () => {
    const text = renderClaimSms({ language: 'en', url, expiresAt });
    expect(text).toBe(`VetNow: the clinic set up an account for you. Claim it and choose a password (link valid until Tue 15 Jan 09:00 AM): ${url}`);
    expect(text).toMatch(/^[\x20-\x7e]+$/);
    expect(renderClaimSms({ url, expiresAt })).toBe(text);
    expect(renderClaimSms({ language: 'fr', url, expiresAt })).toBe(text);
    // Colombo, whatever the machine: 18:30 UTC is 00:00 the next day there.
    expect(renderClaimSms({ url, expiresAt: new Date('2030-01-14T18:30:00Z') })).toContain('(link valid until Tue 15 Jan 12:00 AM)');
  });

  it.each([
    ['si', /[\u0D80-\u0DFF]/, /^VetNow: සායනය ඔබ සඳහා ගිණුමක් සකස් කර ඇත\. .*මුරපදයක් .*\(.+ 09\.00 දක්වා වලංගුයි\): https:/],
    ['ta', /[\u0B80-\u0BFF]/, /^VetNow: மருத்துவமனை உங்களுக்காக ஒரு கணக்கை உருவாக்கியுள்ளது\. .*கடவுச்சொல்லைத் .*\(.+ 09:00 வரை செல்லுபடியாகும்\): https:/],
  ] as const)('%s: in the language, the end in clinic time, the link last and whole', (language, script, pattern) => {
    const text = renderClaimSms({ language, url, expiresAt });
    expect(text).toMatch(script);
    expect(text).toMatch(pattern);
    expect(text.endsWith(`: ${url}`)).toBe(true);
  });
});
