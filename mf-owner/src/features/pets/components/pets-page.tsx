import { useState } from 'react';
import { API } from '@vetnow/contracts/api';
import type { PetProfile } from '@vetnow/contracts/pet-care';
import { errorText } from '@vetnow/web-kit/errors';
import { useApiMutation, useApiQuery } from '@vetnow/web-kit/queries';
import { notify } from '@vetnow/web-kit/toaster';
import { Button } from '@vetnow/web-kit/ui/button';
import { ConfirmDialog } from '@vetnow/web-kit/ui/confirm-dialog';
import { EmptyState } from '@vetnow/web-kit/ui/empty-state';
import { PageSpinner } from '@vetnow/web-kit/ui/spinner';
import { PetCard } from './pet-card';
import { PetFormModal } from './pet-form-modal';
import { usePetTexts } from './pet-texts';
import { LoadFailed } from '@vetnow/web-kit/ui/load-failed';

export interface PetsPageProps {
  /** "Now" for the form's checks (a date of birth not in the future) — injectable for tests. */
  now?: () => Date;
}

const realNow = () => new Date();

/** What the form is open for: a new pet, or one to edit. */
type Editing = { kind: 'add' } | { kind: 'edit'; pet: PetProfile } | null;

/**
 * /pets "My Pets" (issue 38): a card per pet with what is due, Add pet (a dialog), Edit, Archive (confirmed;
 * archived pets move to a collapsed "Archived" section with Bring back). A friendly call to add a pet when there
 * are none, beside the heading's Add pet.
 */
export function PetsPage({ now = realNow }: PetsPageProps) {
  const text = usePetTexts();
  const { t } = text;
  const pets = useApiQuery(API.pets.list, undefined, { meta: { errorLog: 'Pets could not be loaded' } });
  const archive = useApiMutation(API.pets.archive);
  const [editing, setEditing] = useState<Editing>(null);
  const [archiving, setArchiving] = useState<PetProfile | null>(null);

  async function setArchived(pet: PetProfile, archived: boolean) {
    try {
      await archive.mutateAsync({ params: { id: pet._id }, body: { archived } });
      notify.success(t(archived ? 'archive.done' : 'archive.restored', { name: pet.name }));
      setArchiving(null);
    } catch (error) {
      setArchiving(null);
      notify.error(errorText(error, t('archive.failed', { name: pet.name })));
    }
  }

  const active = pets.data?.filter((p) => p.archivedAt === null) ?? [];
  const archived = pets.data?.filter((p) => p.archivedAt !== null) ?? [];

  let body;
  if (pets.data === undefined) {
    body = pets.isError ? (
      <LoadFailed message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void pets.refetch()} />
    ) : (
      <PageSpinner />
    );
  } else {
    body = (
      <>
        {active.length === 0 ? (
          <EmptyState
            icon="🐾"
            headingLevel={2}
            title={t('empty.title')}
            description={t('empty.text')}
            action={<Button onClick={() => setEditing({ kind: 'add' })}>{t('empty.action')}</Button>}
          />
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {active.map((pet) => (
              <li key={pet._id} className="flex">
                <div className="w-full">
                  <PetCard pet={pet} onEdit={(p) => setEditing({ kind: 'edit', pet: p })} onArchive={setArchiving} />
                </div>
              </li>
            ))}
          </ul>
        )}
        {archived.length > 0 && (
          <details className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-4">
            <summary className="min-h-11 cursor-pointer py-2 text-base font-semibold text-slate-900">
              <h2 className="inline">{t('archived.title', { count: archived.length })}</h2>
            </summary>
            <p className="mb-3 text-sm text-slate-600">{t('archived.hint')}</p>
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              {archived.map((pet) => (
                <li key={pet._id}>
                  <PetCard pet={pet} headingLevel={3} onRestore={(p) => void setArchived(p, false)} />
                </li>
              ))}
            </ul>
          </details>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="pets-title" className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 id="pets-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('title')}
          </h1>
          <p className="mt-1 text-slate-600">{t('subtitle')}</p>
        </div>
        {/* Always there, while the list loads too: the heading never grows under the list (a phone wraps it to a row of
            its own), and the screen's frame is the same for every owner (ADR 0083). */}
        <Button onClick={() => setEditing({ kind: 'add' })}>{t('add')}</Button>
      </div>
      <div className="mt-6">{body}</div>
      {editing && (
        <PetFormModal pet={editing.kind === 'edit' ? editing.pet : undefined} now={now} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={archiving !== null}
        title={archiving ? t('archive.title', { name: archiving.name }) : undefined}
        message={archiving ? t('archive.message', { name: archiving.name }) : ''}
        confirmLabel={t('archive.confirm')}
        cancelLabel={t('form.cancel')}
        busy={archive.isPending}
        onConfirm={() => archiving && void setArchived(archiving, true)}
        onCancel={() => setArchiving(null)}
      />
    </section>
  );
}
