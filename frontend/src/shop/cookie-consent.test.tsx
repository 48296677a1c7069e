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

  it('gives the focus back to the page’s element focused before it, after a choice', async () => {
    render(
      <MemoryRouter>
        <button type="button">Zur Kasse</button>
        <CookieBanner />
      </MemoryRouter>,
    );
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Zur Kasse' }));
    await user.click(screen.getByRole('button', { name: 'Nur notwendige' }));
    expect(banner()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zur Kasse' })).toHaveFocus();
  });

  describe('never covers the focused element', () => {
    const box = (top: number, bottom: number) => ({ top, bottom, left: 0, right: 400, width: 400, height: bottom - top, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;
    /** A phone 844 px high with the card at its bottom (600–836) and a page that scrolls by scrollBy. */
    function renderPage(fixedTarget: boolean) {
      render(
        <MemoryRouter>
          <button type="button">Weiter</button>
          <CookieBanner />
        </MemoryRouter>,
      );
      const target = screen.getByRole('button', { name: 'Weiter' });
      const card = banner()!;
      let scrolled = 0;
      const targetTop = 700;
      target.getBoundingClientRect = () => box(targetTop - (fixedTarget ? 0 : scrolled), targetTop + 44 - (fixedTarget ? 0 : scrolled));
      card.getBoundingClientRect = () => (card.classList.contains('cookie-banner--top') ? box(8, 244) : box(600, 836));
      window.scrollBy = ((options: ScrollToOptions) => {
        scrolled += options.top ?? 0;
      }) as typeof window.scrollBy;
      return { target, card, scrolled: () => scrolled };
    }

    it('scrolls a focused element clear of the card', () => {
      const { target, card, scrolled } = renderPage(false);
      act(() => target.focus());
      // 744 − 600 + 8: the element's bottom 8 px above the card.
      expect(scrolled()).toBe(152);
      expect(card).not.toHaveClass('cookie-banner--top');
    });

    it('moves to the top edge when the focused element is fixed to the bottom one', () => {
      const { target, card } = renderPage(true);
      act(() => target.focus());
      expect(card).toHaveClass('cookie-banner--top');
      expect(target.getBoundingClientRect().top).toBeGreaterThan(card.getBoundingClientRect().bottom);
    });
  });
});
