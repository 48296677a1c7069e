import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { COOKIE_CONSENT_KEY } from './consent-storage';
import { CookieBanner, openCookieSettings } from './cookie-consent';

function renderBanner() {
  render(
    <MemoryRouter>
      <CookieBanner />
    </MemoryRouter>,
  );
  return userEvent.setup({ delay: null });
}

const stored = () => JSON.parse(localStorage.getItem(COOKIE_CONSENT_KEY) ?? 'null');
const banner = () => screen.queryByRole('region', { name: 'Cookies & lokale Speicherung' });

describe('cookie banner', () => {
  it('shows when nothing is stored, with the three options and three buttons', () => {
    renderBanner();
    expect(banner()).toBeInTheDocument();
    expect(screen.getByLabelText('Notwendig')).toBeChecked();
    expect(screen.getByLabelText('Notwendig')).toBeDisabled();
    expect(screen.getByLabelText('Statistik')).not.toBeChecked();
    expect(screen.getByLabelText('Marketing')).not.toBeChecked();
    for (const name of ['Alle akzeptieren', 'Nur notwendige', 'Auswahl speichern']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('stores only the necessary ones and hides', async () => {
    const user = renderBanner();
    await user.click(screen.getByRole('button', { name: 'Nur notwendige' }));
    expect(banner()).not.toBeInTheDocument();
    expect(stored()).toEqual({ necessary: true, analytics: false, marketing: false, savedAt: expect.any(String) });
    expect(Number.isNaN(Date.parse(stored().savedAt))).toBe(false);
  });

  it('stores everything with "Alle akzeptieren"', async () => {
    const user = renderBanner();
    await user.click(screen.getByRole('button', { name: 'Alle akzeptieren' }));
    expect(stored()).toMatchObject({ necessary: true, analytics: true, marketing: true });
  });

  it('stores the ticked selection with "Auswahl speichern"', async () => {
    const user = renderBanner();
    await user.click(screen.getByLabelText('Statistik'));
    await user.click(screen.getByRole('button', { name: 'Auswahl speichern' }));
    expect(stored()).toMatchObject({ necessary: true, analytics: true, marketing: false });
  });

  it('stays hidden when a choice is stored, and the footer link reopens it with that choice', async () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify({ necessary: true, analytics: false, marketing: true, savedAt: '2026-11-01T10:00:00.000Z' }));
    const user = renderBanner();
    expect(banner()).not.toBeInTheDocument();
    act(() => openCookieSettings());
    expect(banner()).toBeInTheDocument();
    expect(screen.getByLabelText('Marketing')).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Cookies & lokale Speicherung' })).toHaveFocus();
    await user.click(screen.getByLabelText('Marketing'));
    await user.click(screen.getByRole('button', { name: 'Auswahl speichern' }));
    expect(stored()).toMatchObject({ analytics: false, marketing: false });
    expect(banner()).not.toBeInTheDocument();
  });

  it('can be used with the keyboard alone', async () => {
    const user = renderBanner();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Mehr erfahren' })).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Alle akzeptieren' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(stored()).toMatchObject({ analytics: true, marketing: true });
  });
});
