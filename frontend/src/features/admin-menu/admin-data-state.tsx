import type { ReactNode } from 'react';
import type { AdminData } from './use-admin-data';

/** Loading and error states shared by the back-office screens. */
export function AdminDataState<T>({ state, children }: { state: AdminData<T>; children: (data: T) => ReactNode }) {
  if (state.status === 'loading') return <p role="status">Wird geladen …</p>;
  if (state.status === 'error')
    return (
      <p className="menu-admin-error" role="alert">
        Die Daten konnten nicht geladen werden. Bitte Seite neu laden.
      </p>
    );
  return <>{children(state.data)}</>;
}
