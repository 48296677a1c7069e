import { DIRECTIONS_FACT_LABELS, LEGAL_FACT_LABELS, missingFacts } from './shop-fact-labels';
import { LEGAL_FACTS_DEFAULTS, withShopHead } from './shop-pages';

describe('the facts of the legal and directions pages', () => {
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
