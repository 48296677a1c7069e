import { screen } from '@testing-library/react';
import { cartOf, renderForm } from './checkout-form.test-support';
import { installFakeFetch } from './fake-fetch.test-support';

describe('checkout fields at their maximum length', () => {
  it('say so at the field instead of silently dropping what is typed', async () => {
    installFakeFetch({});
    const { user } = renderForm({ cart: cartOf({ deliveryMethod: 'lieferung', postalCode: '35410', city: 'Weidenfeld' }) });
    const street = screen.getByLabelText(/^Straße/);
    const name = 'Straße der Deutschen Einheit 1'; // 30 characters
    await user.type(street, name.slice(0, 29));
    expect(screen.queryByText('Maximal 30 Zeichen')).not.toBeInTheDocument();
    await user.type(street, `${name.slice(29)}a`);
    expect(street).toHaveValue(name);
    const notice = screen.getByText('Maximal 30 Zeichen');
    expect(street.getAttribute('aria-describedby')).toContain(notice.id);

    await user.type(screen.getByLabelText(/^Hausnummer/), '12a-bis');
    expect(screen.getByText('Maximal 5 Zeichen')).toBeInTheDocument();
    // Pasting more than fits is cut by the browser: the notice says why.
    await user.click(screen.getByLabelText(/^Nachricht an den Fahrer/));
    await user.paste('x'.repeat(120));
    expect(screen.getByText('Maximal 100 Zeichen')).toBeInTheDocument();

    await user.type(street, '{Backspace}');
    expect(screen.queryByText('Maximal 30 Zeichen')).not.toBeInTheDocument();
  });
});
