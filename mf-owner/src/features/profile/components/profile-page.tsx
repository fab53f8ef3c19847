import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_PREAPPROVAL_RETURNS, type CardPreapprovalReturn } from '@vetnow/contracts/payments';
import { useSearchParams } from '@vetnow/web-kit/router';
import { NAMESPACE } from '../i18n/owner-profile-i18n';
import { AppointmentsTab } from './appointments-tab';
import { ChangePasswordCard } from './change-password-card';
import { EmailPreferencesCard } from './email-preferences-card';
import { HealthRecordsTab } from './health-records-tab';
import { OwnerProfileTab } from './owner-profile-tab';
import { PaymentMethodsTab } from './payment-methods-tab';
import { ProfileTabs } from './profile-tabs';
import { PushNotificationsCard } from '../push-notifications/push-notifications-card';
import { PageSection } from '@vetnow/web-kit/ui/page-section';

export { NAMESPACE };

export const PROFILE_TABS = ['profile', 'payment-methods', 'appointments', 'health-records'] as const;
export type ProfileTabId = (typeof PROFILE_TABS)[number];

/** The panel of each tab; only the selected one is rendered, so each tab loads its data when it opens. */
const PANELS: Record<ProfileTabId, (cardReturn: CardPreapprovalReturn | null) => ReactNode> = {
  profile: () => (
    <div className="space-y-6">
      <OwnerProfileTab />
      <EmailPreferencesCard />
      <PushNotificationsCard />
      <ChangePasswordCard />
    </div>
  ),
  'payment-methods': (cardReturn) => <PaymentMethodsTab cardReturn={cardReturn} />,
  appointments: () => <AppointmentsTab />,
  'health-records': () => <HealthRecordsTab />,
};

function isTab(value: string | null): value is ProfileTabId {
  return value !== null && (PROFILE_TABS as readonly string[]).includes(value);
}

function isCardReturn(value: string | null): value is CardPreapprovalReturn {
  return value !== null && (CARD_PREAPPROVAL_RETURNS as readonly string[]).includes(value);
}

/**
 * The owner's /profile (spec §2): four tabs; the selected one is kept in `?tab=` so it survives a reload. Back from
 * PayHere's Preapproval page (ADR 0053) the address is `?tab=payment-methods&card=added|cancelled` (PayHere adds
 * `order_id`): the Payment Methods tab is told once, and both are taken out of the address (a reload says nothing).
 */
export function ProfilePage() {
  const { t } = useTranslation(NAMESPACE);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const selected: ProfileTabId = isTab(requested) ? requested : 'profile';
  const [cardReturn] = useState(() => {
    const card = params.get('card');
    return isCardReturn(card) ? card : null;
  });

  useEffect(() => {
    if (!params.has('card') && !params.has('order_id')) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('card');
        next.delete('order_id');
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);

  return (
    <PageSection titleId="owner-profile-title" title={t('title')} subtitle={t('subtitle')}>
      <div className="mt-6">
        <ProfileTabs
          label={t('tabsLabel')}
          selected={selected}
          onSelect={(id) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (id === 'profile') next.delete('tab');
                else next.set('tab', id);
                return next;
              },
              { replace: true },
            )
          }
          tabs={PROFILE_TABS.map((id) => ({ id, label: t(`tabs.${id}`), panel: PANELS[id](cardReturn) }))}
        />
      </div>
    </PageSection>
  );
}
