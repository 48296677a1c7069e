import { useState, type ReactElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AdminSessionProvider } from '../staff/admin-session';
import { createStaffQueryClient } from '../staff/staff-query-client';
import { useSocketBridge } from '../staff/socket-bridge';
import { StaffLiveData } from '../staff/staff-live-data';

/** A fresh staff query cache for each rendered screen, so no test sees another's data. */
export function StaffQueries({ children }: { children: ReactNode }) {
  const [client] = useState(createStaffQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function SocketBridgeOnly({ children }: { children: ReactNode }) {
  useSocketBridge();
  return <>{children}</>;
}

/**
 * What the admin area puts around its screens behind the login: the query cache, the session with
 * its live connection (socket stubbed by the test) and the socket bridge; with `board`, also the
 * board's poll (screens without orders leave it out, so their tests answer only their own calls).
 * Needs a router around it (the session navigates on sign-out).
 */
export function StaffProviders({ children, board = false }: { children: ReactNode; board?: boolean }) {
  const Live = board ? StaffLiveData : SocketBridgeOnly;
  return (
    <StaffQueries>
      <AdminSessionProvider>
        <Live>{children}</Live>
      </AdminSessionProvider>
    </StaffQueries>
  );
}

/** Renders a staff screen that reads or saves through the query cache, in a fresh cache of its own. */
export function renderWithStaffQueries(ui: ReactElement) {
  return render(ui, { wrapper: StaffQueries });
}
