import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';

/** Loading and error states shared by the back-office screens; a failed reload keeps what was shown. */
export function AdminDataState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError)
    return (
      <p className="menu-admin-error" role="alert">
        Die Daten konnten nicht geladen werden. Bitte Seite neu laden.
      </p>
    );
  return <p role="status">Wird geladen …</p>;
}
