import { useContext, useEffect, useRef } from 'react';
import { i18n, isLanguage, setLanguage } from '@vetnow/web-kit/i18n';
import { SessionContext } from '@vetnow/web-kit/session';

/**
 * On sign-in (or when a reload restores the session), the site switches to the language saved on the account
 * when it differs from the current one. Only when the signed-in account changes: the session's copy of the
 * account is not refreshed after a switch, so it must not undo the reader's later choice.
 */
export function LanguageFollowsAccount() {
  const session = useContext(SessionContext);
  const account =
    session?.status === 'signed-in' ? `${session.userType ?? ''}:${session.user?.email ?? ''}` : undefined;
  const saved = session?.status === 'signed-in' ? session.user?.['language'] : undefined;
  const followed = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (account === undefined) {
      followed.current = undefined; // signed out: the next sign-in follows its account again
      return;
    }
    if (followed.current === account) return;
    followed.current = account;
    const current = i18n.resolvedLanguage ?? i18n.language;
    if (isLanguage(saved) && saved !== current) void setLanguage(saved).catch(() => undefined);
  }, [account, saved]);
  return null;
}
