import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MailIcon, MapPinIcon, PhoneIcon } from './icons';
import { CONTAINER, LINK_ON_LIGHT, SECTION_IDS } from './landing-content';

/** The clinic's contact details live in the `landing` catalogue (contact.phone, contact.email, contact.address). */
export function ContactSection() {
  const { t } = useTranslation('landing');
  const phone = t('contact.phone');
  const email = t('contact.email');
  return (
    <section id={SECTION_IDS.contact} aria-labelledby="landing-contact-heading" className="scroll-mt-20 bg-slate-50">
      <div className={`${CONTAINER} py-16`}>
        <h2 id="landing-contact-heading" className="text-3xl font-bold text-slate-900">
          {t('contact.heading')}
        </h2>
        <p className="mt-3 text-lg text-slate-700">{t('contact.intro')}</p>
        <address className="mt-8 grid gap-6 not-italic sm:grid-cols-3">
          <Detail icon={<PhoneIcon />} label={t('contact.phoneLabel')}>
            <a href={`tel:${phone.replace(/[^+\d]/g, '')}`} className={LINK_ON_LIGHT}>
              {phone}
            </a>
          </Detail>
          <Detail icon={<MailIcon />} label={t('contact.emailLabel')}>
            <a href={`mailto:${email}`} className={LINK_ON_LIGHT}>
              {email}
            </a>
          </Detail>
          <Detail icon={<MapPinIcon />} label={t('contact.addressLabel')}>
            {t('contact.address')}
          </Detail>
        </address>
      </div>
    </section>
  );
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <span className="mt-0.5 text-teal-800">{icon}</span>
      <div>
        <p className="text-sm font-medium text-slate-700">{label}</p>
        <p className="text-lg text-slate-900">{children}</p>
      </div>
    </div>
  );
}
