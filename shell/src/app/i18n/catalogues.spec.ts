import { describeCatalogueTranslations } from '@vetnow/web-kit/testing';
import shellEn from './en.json' with { type: 'json' };
import shellSi from './si.json' with { type: 'json' };
import shellTa from './ta.json' with { type: 'json' };
import authEn from '../../features/auth/i18n/en.json' with { type: 'json' };
import authSi from '../../features/auth/i18n/si.json' with { type: 'json' };
import authTa from '../../features/auth/i18n/ta.json' with { type: 'json' };
import landingEn from '../../features/landing/i18n/en.json' with { type: 'json' };
import landingSi from '../../features/landing/i18n/si.json' with { type: 'json' };
import landingTa from '../../features/landing/i18n/ta.json' with { type: 'json' };
import notificationsEn from '../../features/notifications/i18n/en.json' with { type: 'json' };
import notificationsSi from '../../features/notifications/i18n/si.json' with { type: 'json' };
import notificationsTa from '../../features/notifications/i18n/ta.json' with { type: 'json' };

/** Texts that stay as they are in every language (brand, phone number, e-mail address — the front desk's sign-in example too). */
const UNTRANSLATED = new Set(['brand', 'footer.brand', 'contact.phone', 'contact.email', 'login.identifierPlaceholder.staff']);

for (const [name, en, si, ta] of [
  ['shell', shellEn, shellSi, shellTa],
  ['auth', authEn, authSi, authTa],
  ['landing', landingEn, landingSi, landingTa],
  ['notifications', notificationsEn, notificationsSi, notificationsTa],
] as const) {
  describeCatalogueTranslations(name, en, { si, ta }, (key) => UNTRANSLATED.has(key));
}
