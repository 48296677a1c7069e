import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildDirectCartItem } from '@pizzeria/domain';
import { byId } from '../test/menu-fixture';
import { renderWithShop } from '../test/render-app';
import { ShopClosedModal } from './shop-closed-modal';

function renderModal(preordersEnabled: boolean) {
  const onClose = jest.fn();
  renderWithShop(<ShopClosedModal open onClose={onClose} preordersEnabled={preordersEnabled} />);
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Derzeit geschlossen' }), user: userEvent.setup() };
}

describe('shop-closed modal', () => {
  it('offers only browsing when pre-orders are off', () => {
    const { dialog } = renderModal(false);
    expect(within(dialog).getByRole('button', { name: 'Ich möchte nur stöbern' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Vorbestellung aufgeben' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/zuerst Ihre Speisen/)).not.toBeInTheDocument();
  });

  it('with an empty cart, closes for the customer to choose food first instead of opening an empty checkout', async () => {
    const { dialog, onClose, user } = renderModal(true);
    expect(within(dialog).getByText(/Für eine Vorbestellung legen Sie zuerst Ihre Speisen in den Warenkorb/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Vorbestellung aufgeben' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByText(/Kasse geöffnet/)).not.toBeInTheDocument();
  });

  it('with a filled cart, goes to the checkout as a pre-order', async () => {
    localStorage.setItem('cartItems', JSON.stringify([buildDirectCartItem(byId(67))]));
    const { dialog, user } = renderModal(true);
    expect(within(dialog).queryByText(/zuerst Ihre Speisen/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Vorbestellung aufgeben' }));
    expect(await screen.findByText('Kasse geöffnet (Vorbestellung)')).toBeInTheDocument();
  });
});
