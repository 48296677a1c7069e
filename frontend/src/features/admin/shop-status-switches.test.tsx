import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ADMIN_TOKEN_KEY } from '../../lib/api-client';
import { ShopClosedBar, ShopStatusSwitches } from './shop-status-switches';
import { emitAdminEvent, resetAdminSocket } from '../../test/admin-socket-stub';
import { StaffProviders } from '../../test/staff-providers';

jest.mock('../../lib/socket', () => jest.requireActual('../../test/admin-socket-stub').adminSocketModule);

/** The server's two switches, changed by the POSTs of this screen or by "another device". */
let server = { isShopLive: 1, preordersEnabled: 0 };
let posts: { body: Record<string, unknown>; auth: string | undefined }[] = [];
let reads = 0;

beforeEach(() => {
  resetAdminSocket();
  server = { isShopLive: 1, preordersEnabled: 0 };
  posts = [];
  reads = 0;
  localStorage.setItem(ADMIN_TOKEN_KEY, 'jwt');
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body));
      posts.push({ body, auth: (init.headers as Record<string, string>).Authorization });
      server = { ...server, ...body };
      return { ok: true, status: 200, text: async () => JSON.stringify({ success: true, ...server }) };
    }
    reads += 1;
    return { ok: true, status: 200, text: async () => JSON.stringify(server) };
  }) as unknown as typeof fetch;
});

function renderSwitches() {
  render(
    <MemoryRouter>
      <StaffProviders>
        <ShopClosedBar />
        <ShopStatusSwitches />
      </StaffProviders>
    </MemoryRouter>,
  );
}

const live = () => screen.getByRole('switch', { name: 'Shop live' });
const preorders = () => screen.getByRole('switch', { name: 'Vorbestellungen' });
const answer = (name: string) => userEvent.click(screen.getByRole('button', { name }));

describe('ShopStatusSwitches', () => {
  it('sends only the switch that was flipped, with the admin token', async () => {
    renderSwitches();
    await waitFor(() => expect(preorders()).toBeEnabled());
    await userEvent.click(preorders());
    expect(screen.getByRole('dialog', { name: 'Vorbestellungen einschalten?' })).toBeInTheDocument();
    expect(posts).toEqual([]);
    await answer('Ja, einschalten');
    expect(posts).toEqual([{ body: { preordersEnabled: 1 }, auth: 'Bearer jwt' }]);
    expect(preorders()).toHaveAttribute('aria-checked', 'true');
    expect(live()).toHaveAttribute('aria-checked', 'true');
  });

  it('reads the switches again after a reconnect, so a change made elsewhere meanwhile is shown and kept', async () => {
    renderSwitches();
    await waitFor(() => expect(live()).toBeEnabled());
    emitAdminEvent('disconnect');
    // Another device closed the shop while this one was cut off; the socket event never arrived here.
    server = { ...server, isShopLive: 0 };
    emitAdminEvent('connect');
    await waitFor(() => expect(live()).toHaveAttribute('aria-checked', 'false'));
    await userEvent.click(preorders());
    await answer('Ja, einschalten');
    expect(posts.map((p) => p.body)).toEqual([{ preordersEnabled: 1 }]);
    expect(server).toEqual({ isShopLive: 0, preordersEnabled: 1 });
  });

  it('reads the switches again when the window gets focus back', async () => {
    renderSwitches();
    await waitFor(() => expect(preorders()).toBeEnabled());
    const before = reads;
    server = { ...server, preordersEnabled: 1 };
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(preorders()).toHaveAttribute('aria-checked', 'true'));
    expect(reads).toBe(before + 1);
  });

  it('asks before closing the shop; "Abbrechen" changes nothing, "Ja" closes it and the red bar says so', async () => {
    renderSwitches();
    await waitFor(() => expect(live()).toBeEnabled());
    expect(screen.queryByText(/Shop geschlossen/)).toBeNull();
    await userEvent.click(live());
    await answer('Abbrechen');
    expect(posts).toEqual([]);
    expect(live()).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(live());
    await answer('Ja, Shop schließen');
    expect(posts.map((p) => p.body)).toEqual([{ isShopLive: 0 }]);
    expect(screen.getByRole('status')).toHaveTextContent('Shop geschlossen – keine Online-Bestellungen');
  });

  it('follows the other devices live', async () => {
    renderSwitches();
    await waitFor(() => expect(live()).toBeEnabled());
    emitAdminEvent('shop-status', { isShopLive: 0, preordersEnabled: 1 });
    expect(live()).toHaveAttribute('aria-checked', 'false');
    expect(preorders()).toHaveAttribute('aria-checked', 'true');
  });

  it('puts the flipped switch back when saving fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSwitches();
    await waitFor(() => expect(live()).toBeEnabled());
    (global.fetch as jest.Mock).mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    await userEvent.click(live());
    await answer('Ja, Shop schließen');
    await waitFor(() => expect(live()).toHaveAttribute('aria-checked', 'true'));
    expect(console.error).toHaveBeenCalledWith('Shop-Status konnte nicht gespeichert werden.', expect.anything());
    jest.restoreAllMocks();
  });
});
