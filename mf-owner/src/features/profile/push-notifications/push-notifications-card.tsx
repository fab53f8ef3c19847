import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API, type PushSubscriptionJson } from '@vetnow/contracts/api';
import { useApiMutation, useApiQuery } from '@vetnow/web-kit/queries';
import { notify } from '@vetnow/web-kit/toaster';
import { Button } from '@vetnow/web-kit/ui/button';
import { Card } from '@vetnow/web-kit/ui/card';
import { NAMESPACE } from '../i18n/owner-profile-i18n';
import { currentSubscription, pushAvailability, type PushAvailability, subscribeThisBrowser, unsubscribeThisBrowser } from './browser-push';
import { PushChoices } from './push-choices';

/** This browser: being looked at, push on, push off. */
type HereState = 'checking' | 'on' | 'off';

/**
 * "Notifications on this device" (issue 40): turns Web Push on in this browser (asks permission, subscribes through
 * the service worker with the server's VAPID key, PUTs the subscription) or off (unsubscribes, DELETE), and the
 * three push choices while it is on. Says so when the browser cannot (no push: on an iPhone only from the Home
 * Screen) or the owner blocked notifications. A subscription this browser already has is sent again on opening, so it
 * is the signed-in account's (another account may have turned it on on this device before).
 */
export function PushNotificationsCard() {
  const { t } = useTranslation(NAMESPACE);
  const [availability, setAvailability] = useState<PushAvailability>(pushAvailability);
  const [here, setHere] = useState<HereState>(availability === 'unsupported' ? 'off' : 'checking');
  const [busy, setBusy] = useState(false);
  /** The owner closed the permission prompt without answering (they may be asked again). */
  const [dismissed, setDismissed] = useState(false);
  const supported = availability !== 'unsupported';
  const key = useApiQuery(API.notify.pushKey, undefined, { enabled: supported });
  const preferences = useApiQuery(API.notify.getPreferences, undefined, { enabled: supported });
  const keep = useApiMutation(API.notify.pushSubscribe);
  const forget = useApiMutation(API.notify.pushUnsubscribe);

  useEffect(() => {
    if (!supported) return;
    let live = true;
    currentSubscription()
      .then(async (subscription) => {
        if (subscription) await keep.mutateAsync({ body: subscription.toJSON() as PushSubscriptionJson }).catch(() => undefined);
        if (live) setHere(subscription ? 'on' : 'off');
      })
      .catch(() => live && setHere('off'));
    return () => {
      live = false;
    };
    // Once, when the card opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [supported]);

  const turnOn = async () => {
    if (!key.data) return;
    setBusy(true);
    try {
      const result = await subscribeThisBrowser(key.data.publicKey);
      if (result === 'denied') setAvailability('denied');
      if (result === 'denied' || result === 'default') {
        setDismissed(result === 'default');
        return;
      }
      setDismissed(false);
      await keep.mutateAsync({ body: result as PushSubscriptionJson });
      setAvailability('granted');
      setHere('on');
      notify.success(t('push.turnedOn'));
    } catch {
      notify.error(t('push.failed'));
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    setBusy(true);
    try {
      const id = await unsubscribeThisBrowser();
      setHere('off');
      if (id) await forget.mutateAsync({ params: { id } }).catch(() => undefined); // already gone on the server: fine
      notify.success(t('push.turnedOff'));
    } catch {
      notify.error(t('push.offFailed'));
    } finally {
      setBusy(false);
    }
  };

  const status = !supported
    ? t('push.unsupported')
    : availability === 'denied'
      ? t('push.denied')
      : here === 'checking'
        ? t('push.checking')
        : here === 'on'
          ? t('push.on')
          : dismissed
            ? t('push.dismissed')
            : t('push.off');

  return (
    <Card title={t('push.title')}>
      <p className="mb-4 text-sm text-slate-600">{t('push.hint')}</p>
      <p role="status" className="mb-4 text-sm font-medium text-slate-800">
        {status}
      </p>
      {supported && availability !== 'denied' && here !== 'checking' && (
        <div className="space-y-6">
          {here === 'on' ? (
            <Button variant="secondary" busy={busy} onClick={() => void turnOff()}>
              {t('push.turnOff')}
            </Button>
          ) : (
            <Button busy={busy} disabled={!key.data} onClick={() => void turnOn()}>
              {t('push.turnOn')}
            </Button>
          )}
          {here === 'on' && preferences.data && <PushChoices current={preferences.data.push} />}
        </div>
      )}
    </Card>
  );
}
