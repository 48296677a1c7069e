import { DIRECTIONS_FACT_LABELS, LEGAL_FACTS_DEFAULTS, LEGAL_FACT_LABELS, directionsFactsProblem, legalFactsProblem, missingFacts, withShopHead } from './shop-pages';

describe('the facts of the legal and directions pages', () => {
  it('names the refused field in German', () => {
    expect(legalFactsProblem({ ...LEGAL_FACTS_DEFAULTS, hostingProvider: 'h'.repeat(301) })).toEqual({
      field: 'hostingProvider',
      message: '„Hosting-Anbieter“ darf höchstens 300 Zeichen lang sein.',
    });
    expect(legalFactsProblem({ ...LEGAL_FACTS_DEFAULTS, supervisoryAuthority: null })).toEqual({
      field: 'supervisoryAuthority',
      message: '„Zuständige Behörde“: Bitte einen Text angeben oder das Feld leer lassen.',
    });
    expect(directionsFactsProblem([])).toEqual({ field: '', message: 'Bitte alle Felder des Bereichs angeben.' });
    expect(legalFactsProblem({ ...LEGAL_FACTS_DEFAULTS, hostingProvider: ` ${'h'.repeat(300)} ` })).toBeNull();
  });

  it('lists what is still empty, by its label', () => {
    expect(missingFacts({ ...LEGAL_FACTS_DEFAULTS, hostingProvider: 'Hoster' }, LEGAL_FACT_LABELS)).toEqual([
      'Zuständige Behörde',
      'E-Mail-Dienstleister',
      'Datenschutz-Aufsichtsbehörde',
    ]);
    expect(missingFacts({ pickupEntrance: 'Hof', byCar: ' ', parking: 'P', publicTransport: 'Bus', accessibility: 'ja' }, DIRECTIONS_FACT_LABELS)).toEqual([
      'Anfahrt mit dem Auto',
    ]);
  });

  it('puts the shop’s name into title and description, escaped, whatever the name holds', () => {
    const template = '<head><meta name="description" content="Pizzeria Bella Napoli: alt" /><title>Pizzeria Bella Napoli – Online bestellen</title></head>';
    const html = withShopHead(template, 'Sole & "Luna" $&');
    expect(html).toBe(
      '<head><meta name="description" content="Sole &amp; &quot;Luna&quot; $&amp;: Pizza, Pasta, Salate und mehr online bestellen – zum Abholen oder mit Lieferung." /><title>Sole &amp; &quot;Luna&quot; $&amp; – Online bestellen</title></head>',
    );
  });
});
