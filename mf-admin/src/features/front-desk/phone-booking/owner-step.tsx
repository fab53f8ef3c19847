import type { CallerOwner, ClaimLinkSent } from '@vetnow/contracts/callers';
import { formatPhoneNational } from '@vetnow/domain/phone';
import { formatClinicDateTime } from '@vetnow/web-kit/format';
import { Button } from '@vetnow/web-kit/ui/button';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CALLERS_NS } from '../i18n/callers-i18n';
import { NewCallerForm } from './new-caller-form';
import { OwnerFacts } from './owner-facts';
import { StatusNotice } from './notices';
import { OwnerSearch } from './owner-search';

export interface OwnerStepProps {
  /** The owner chosen or created; null while the desk is still looking. */
  owner: CallerOwner | null;
  /** `created`: the desk has just made this caller's account (they have no pets yet). */
  onOwner: (owner: CallerOwner | null, created?: boolean) => void;
  /** The search box takes the focus (a new booking after Book another). */
  focusSearch?: boolean;
}

/**
 * Step 1, the owner: search (or New caller) until one is chosen, then who it is with Change owner. What went out by
 * SMS — the claim link of a new account, or a new link — is said in a status message, with the link's end in
 * clinic time.
 */
export function OwnerStep({ owner, onOwner, focusSearch = false }: OwnerStepProps) {
  const { t } = useTranslation(CALLERS_NS);
  const headingId = useId();
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [searchFocus, setSearchFocus] = useState(focusSearch);
  const linkText = (key: 'search.resent' | 'newCaller.created', sent: ClaimLinkSent) =>
    t(key, { number: formatPhoneNational(sent.owner.contactNumber), until: formatClinicDateTime(sent.claimLinkExpiresAt) });

  const change = () => {
    setNotice(null);
    setCreating(false);
    setSearchFocus(true);
    onOwner(null);
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('steps.owner')}
      </h2>
      {owner ? (
        <ChosenOwner owner={owner} onChange={change} />
      ) : (
        <>
          <OwnerSearch
            focusOnMount={searchFocus}
            onChoose={(chosen) => onOwner(chosen)}
            onLinkSent={(sent) => setNotice(linkText('search.resent', sent))}
          />
          {creating ? (
            <NewCallerForm
              onCancel={() => setCreating(false)}
              onCreated={(sent) => {
                setCreating(false);
                setNotice(linkText('newCaller.created', sent));
                onOwner(sent.owner, true);
              }}
            />
          ) : (
            <div>
              <Button variant="secondary" onClick={() => setCreating(true)}>
                {t('newCaller.open')}
              </Button>
            </div>
          )}
        </>
      )}
      <StatusNotice>{notice}</StatusNotice>
    </section>
  );
}

/** Who is booked for, with Change owner; it takes the focus when shown (the search that was there is gone). */
function ChosenOwner({ owner, onChange }: { owner: CallerOwner; onChange: () => void }) {
  const { t } = useTranslation(CALLERS_NS);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div
      ref={box}
      tabIndex={-1}
      className="flex flex-col gap-3 rounded-xl border border-teal-200 bg-white p-4 focus-visible:outline-2 focus-visible:outline-teal-600 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0 text-sm text-slate-700">
        <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">{t('owner.chosen')}</p>
        <OwnerFacts owner={owner} />
      </div>
      <Button variant="secondary" onClick={onChange}>
        {t('owner.change')}
      </Button>
    </div>
  );
}
