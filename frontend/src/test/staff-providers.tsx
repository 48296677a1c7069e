import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AdminSessionProvider } from '../staff/admin-session';
import { createStaffQueryClient } from '../staff/staff-query-client';
import { StaffLiveData } from '../staff/staff-live-data';

/** A fresh staff query cache for each rendered screen, so no test sees another's data. */
export function StaffQueries({ children }: { children: ReactNode }) {
  const [client] = useState(createStaffQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * What the admin area puts around its screens behind the login: the query cache, the session with
 * its live connection (socket stubbed by the test), and the socket bridge with the board's poll.
 * Needs a router around it (the session navigates on sign-out).
 */
export function StaffProviders({ children }: { children: ReactNode }) {
  return (
    <StaffQueries>
      <AdminSessionProvider>
        <StaffLiveData>{children}</StaffLiveData>
      </AdminSessionProvider>
    </StaffQueries>
  );
}
