import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartItem } from '@pizzeria/domain';
import { byId, menu } from '../../test/menu-fixture';
import { ProductCustomizer } from './product-customizer';

function open(productId: number) {
  const onAdd = jest.fn<void, [CartItem]>();
  const onClose = jest.fn();
  render(<ProductCustomizer product={byId(productId)} menu={menu} onAdd={onAdd} onClose={onClose} />);
  return { onAdd, onClose, user: userEvent.setup() };
}

const addButton = () => screen.getByRole('button', { name: /In den Warenkorb/ });

describe('ProductCustomizer', () => {
  it('defaults to the first variant and shows its price', () => {
    open(7);
    expect(screen.getByLabelText('Größe')).toHaveValue('10');
    expect(addButton()).toHaveTextContent('7,50 €');
  });

  it('adds the chosen variant, extras, dip and quantity with the live price', async () => {
    const { onAdd, user } = open(7);
    await user.selectOptions(screen.getByLabelText('Größe'), '11');
    await user.click(screen.getByRole('checkbox', { name: /Extra Käse/ }));
    await user.click(screen.getByRole('checkbox', { name: /Knoblauch-Dip/ }));
    await user.click(screen.getByRole('button', { name: 'Pizza Margherita: Menge erhöhen' }));
    // (9,50 + 1,50 + 1,00) × 2
    expect(addButton()).toHaveTextContent('24,00 €');
    await user.click(addButton());
    expect(onAdd).toHaveBeenCalledWith(
      expect.objectContaining({
        productID: 7,
        variantID: 11,
        variantName: 'Groß Ø 32 cm',
        quantity: 2,
        totalPrice: 24,
        extras: [expect.objectContaining({ extraID: 2 })],
        dip: [expect.objectContaining({ dipsID: 1 })],
      }),
    );
  });

  it('marks extras and dips with their allergen letters and additive numbers, names them for screen readers and explains the codes', () => {
    open(7);
    const salami = screen.getByRole('checkbox', { name: /^Salami \(enthält: mit Konservierungsstoff, mit Antioxidationsmittel, mit Phosphat\) \+ 1,50\s€$/ });
    expect(salami.closest('label')).toHaveTextContent('Salami2, 3, 8');
    expect(screen.getByRole('checkbox', { name: /^Knoblauch-Dip \(enthält: Eier, Milch \(einschließlich Laktose\), Senf\)/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^Cocktail-Dip \+/ })).toBeInTheDocument();
    const legend = screen.getByRole('region', { name: 'Allergene und Zusatzstoffe der Auswahl' });
    expect(legend).toHaveTextContent('C Eier');
    expect(legend).toHaveTextContent('G Milch (einschließlich Laktose)');
    expect(legend).toHaveTextContent('8 mit Phosphat');
    expect(legend).not.toHaveTextContent('D Fisch');
  });

  it('keeps the quantity at 1 or more', async () => {
    const { user } = open(7);
    const decrease = screen.getByRole('button', { name: 'Pizza Margherita: Menge verringern' });
    expect(decrease).toBeDisabled();
    await user.click(decrease);
    expect(screen.getByRole('group', { name: 'Menge: Pizza Margherita' })).toHaveTextContent('1');
  });

  it('shows an unavailable variant but refuses it', async () => {
    const { onAdd, user } = open(7);
    // Without its price, so the label fits the select on a 390 px phone.
    expect(screen.getByRole('option', { name: 'Familie 40×60 cm – ausverkauft' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /^Groß Ø 32 cm – 9,50\s€$/ })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Größe'), '12');
    expect(screen.getByText('Diese Variante ist nicht verfügbar.')).toBeInTheDocument();
    expect(addButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(addButton());
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('requires a dressing for salads and says so on the add attempt', async () => {
    const { onAdd, user } = open(1);
    expect(addButton()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByText('Bitte wähle ein Dressing aus.')).not.toBeInTheDocument();
    await user.click(addButton());
    expect(screen.getByText('Bitte wähle ein Dressing aus.')).toBeInTheDocument();
    expect(onAdd).not.toHaveBeenCalled();

    const group = screen.getByRole('group', { name: /Dressing/ });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Joghurt-Kräuter-Dressing', 'Balsamico-Dressing', 'French-Dressing', 'Essig & Öl']);
    await user.click(within(group).getByRole('radio', { name: 'Balsamico-Dressing' }));
    expect(addButton()).not.toHaveAttribute('aria-disabled');
    await user.click(addButton());
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ dressing: 'Balsamico-Dressing' }));
  });

  it('requires a sauce from the product’s own range for products 38 and 39', async () => {
    const { onAdd, user } = open(38);
    await user.click(addButton());
    expect(screen.getByText('Bitte wähle eine Sauce aus.')).toBeInTheDocument();
    const group = screen.getByRole('group', { name: /Sauce/ });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Jägersoße', 'Rahmsoße', 'Pfeffersoße']);
    await user.click(within(group).getByRole('radio', { name: 'Rahmsoße' }));
    await user.click(addButton());
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ dressing: 'Rahmsoße', productID: 38 }));
  });

  it('uses the normal price for meat dishes whatever side is chosen', async () => {
    const { user } = open(38);
    await user.selectOptions(screen.getByLabelText('Beilage'), '31');
    expect(addButton()).toHaveTextContent('13,90 €');
  });

  it('offers only the extras of the product’s category and the dips of pizza or calzone', () => {
    open(27);
    expect(screen.getByRole('checkbox', { name: /Blattspinat/ })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Extra Käse/ })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Tomatensoße/ })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Knoblauch-Dip/ })).not.toBeInTheDocument();
  });

  it('has no dips and no dressings for pasta, only its extras', () => {
    open(49);
    expect(screen.getByRole('checkbox', { name: /Parmesan/ })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Dips' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('shows no variant selector for products 40 and 41 but prices their single variant', async () => {
    const { onAdd, user } = open(40);
    expect(screen.queryByLabelText('Größe')).not.toBeInTheDocument();
    await user.click(addButton());
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ variantID: 40, variantName: '8 Stück', totalPrice: 5.5 }));
  });

  it('says when a product that needs variants has none', () => {
    open(12);
    expect(screen.getByText('Keine Varianten verfügbar')).toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const { onClose, user } = open(7);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});

describe('ProductCustomizer labels set by the owner per category', () => {
  it('names the size choice and the optional sauce as the category says', () => {
    const relabelled = {
      ...menu,
      categories: menu.categories.map((c) => (c.categoriesID === 2 ? { ...c, variantLabel: 'Teigart' } : c.categoriesID === 6 ? { ...c, optionLabel: 'Dazu' } : c)),
    };
    render(<ProductCustomizer product={byId(7)} menu={relabelled} onAdd={jest.fn()} onClose={jest.fn()} />);
    expect(screen.getByLabelText('Teigart')).toHaveValue('10');
    expect(screen.queryByLabelText('Größe')).not.toBeInTheDocument();
  });

  it('falls back to "Größe" when the menu answer has no label', () => {
    const bare = { ...menu, categories: menu.categories.map(({ variantLabel: _v, optionLabel: _o, ...c }) => c) };
    render(<ProductCustomizer product={byId(38)} menu={bare} onAdd={jest.fn()} onClose={jest.fn()} />);
    expect(screen.getByLabelText('Größe')).toBeInTheDocument();
  });
});
