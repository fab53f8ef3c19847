import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationKind } from '@vetnow/contracts/api';
import { API } from '@vetnow/web-kit/api';
import { formatClinicDateTime } from '@vetnow/web-kit/format';
import { useApiMutation, useApiQuery } from '@vetnow/web-kit/queries';
import { Link } from '@vetnow/web-kit/router';
import { useDisclosure } from '@vetnow/web-kit/ui/use-disclosure';
import { NOTIFICATIONS_NAMESPACE } from '../i18n/notifications-i18n';

/** How often the bell asks again while the page is visible (TanStack Query pauses it in a background tab). */
export const NOTIFICATIONS_REFRESH_MS = 30_000;

const CONTROL =
  'rounded-lg px-3 py-2 text-sm font-medium text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-600 disabled:text-slate-400 disabled:hover:bg-transparent';

/**
 * The words of a notification's link by kind (its catalogue key): a pet care reminder's "Book now" (issue 38), a
 * waitlist offer's "Book it" and a desk booking's "Pay now" (issue 39); "Open" for any other kind.
 */
const ACTION_OF_KIND: Partial<Record<NotificationKind, 'bookNow' | 'bookIt' | 'payNow'>> = {
  'pet-care-due': 'bookNow',
  'waitlist-offer': 'bookIt',
  'payment-link': 'payNow',
};

/** The catalogue key of the link's words for a notification of `kind`. */
export function actionKeyOf(kind: NotificationKind): 'bookNow' | 'bookIt' | 'payNow' | 'open' {
  return ACTION_OF_KIND[kind] ?? 'open';
}

/** A notification's link when it is a path of this app (`/…`, not `//host`); anything else shows no link. */
export function inAppLink(link: string | null | undefined): string | null {
  return link && link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\') ? link : null;
}

/**
 * The in-app notifications of the signed-in account (issue 12): a bell in the top navigation with the unread count,
 * a disclosure listing the newest first, "mark as read" one by one or all at once. The list refreshes every 30 s,
 * when the window regains focus, when the bell is opened, and after a mark. A notification with a link (worded by
 * its kind: actionKeyOf) links there; following it closes the panel and marks the notification read.
 */
export function NotificationBell() {
  const { t, i18n } = useTranslation(NOTIFICATIONS_NAMESPACE);
  const { open, setOpen, close, regionId: panelId, container, buttonProps } = useDisclosure();
  const headingId = useId();
  const list = useApiQuery(API.notify.list, {}, { refetchInterval: NOTIFICATIONS_REFRESH_MS });
  const markRead = useApiMutation(API.notify.markRead);
  const markAllRead = useApiMutation(API.notify.markAllRead);
  const unread = list.data?.unreadCount ?? 0;

  return (
    <div ref={container} className="relative">
      <button
        {...buttonProps}
        aria-label={unread > 0 ? t('buttonUnread', { count: unread }) : t('button')}
        onClick={() => {
          // Opening asks again: what the visitor came to see is the latest.
          if (!open) void list.refetch();
          setOpen((v) => !v);
        }}
        className="relative flex min-h-11 min-w-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 fill-none stroke-current" strokeWidth="1.8">
          <path strokeLinecap="round" strokeLinejoin="round" d="M6 9a6 6 0 1 1 12 0c0 5 2 6.5 2 6.5H4S6 14 6 9Z" />
          <path strokeLinecap="round" d="M10 19a2 2 0 0 0 4 0" />
        </svg>
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="notification-count"
            className="absolute right-0.5 top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs font-semibold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <section
          id={panelId}
          aria-labelledby={headingId}
          className="fixed inset-x-4 top-16 z-40 rounded-xl border border-slate-200 bg-white shadow-lg sm:absolute sm:inset-x-auto sm:right-0 sm:top-auto sm:mt-2 sm:w-96"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-2">
            <h2 id={headingId} className="text-base font-semibold text-slate-900">
              {t('heading')}
            </h2>
            <button type="button" className={CONTROL} disabled={unread === 0 || markAllRead.isPending} onClick={() => markAllRead.mutate({})}>
              {t('markAllRead')}
            </button>
          </div>
          {list.isError ? (
            <div className="px-4 py-4 text-sm text-slate-700">
              <p role="alert">{t('loadFailed')}</p>
              <button type="button" className={`${CONTROL} mt-2`} onClick={() => void list.refetch()}>
                {t('retry')}
              </button>
            </div>
          ) : list.data && list.data.notifications.length === 0 ? (
            <p className="px-4 py-4 text-sm text-slate-700">{t('empty')}</p>
          ) : (
            <ul className="max-h-[min(28rem,70vh)] divide-y divide-slate-100 overflow-y-auto">
              {(list.data?.notifications ?? []).map((n) => (
                <li key={n.id} className={`px-4 py-3 ${n.readAt ? '' : 'bg-teal-50/60'}`}>
                  <p className="flex items-start gap-2 text-sm font-semibold text-slate-900">
                    {!n.readAt && (
                      <>
                        <span aria-hidden="true" className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-teal-700" />
                        <span className="sr-only">{t('unread')}: </span>
                      </>
                    )}
                    <span id={`notification-${n.id}`}>{n.title}</span>
                  </p>
                  <p className="mt-1 text-sm text-slate-700">{n.body}</p>
                  {inAppLink(n.link) && (
                    <Link
                      to={inAppLink(n.link)!}
                      aria-describedby={`notification-${n.id}`}
                      className="mt-2 inline-flex min-h-11 items-center rounded-lg bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
                      onClick={() => {
                        if (!n.readAt) markRead.mutate({ params: { id: n.id } });
                        close();
                      }}
                    >
                      {t(actionKeyOf(n.kind))}
                    </Link>
                  )}
                  <div className="mt-1 flex items-center justify-between gap-2">
                    <time dateTime={n.createdAt} className="text-xs text-slate-600">
                      {formatClinicDateTime(n.createdAt, i18n.language)}
                    </time>
                    {!n.readAt && (
                      <button
                        type="button"
                        className={CONTROL}
                        disabled={markRead.isPending}
                        aria-describedby={`notification-${n.id}`}
                        onClick={() => markRead.mutate({ params: { id: n.id } })}
                      >
                        {t('markRead')}
                      </button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
