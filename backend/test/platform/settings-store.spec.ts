import { ORDER_FLOW_SETTINGS_DEFAULTS } from '@pizzeria/domain';
import { AuditService } from '../../src/audit/audit.service';
import { APP_SETTINGS_DEFAULTS, AppSettingsStore } from '../../src/settings/app-settings.store';
import { createTestApp, TestApp } from '../support/test-app';

describe('settings store and change log', () => {
  let shop: TestApp;
  let store: AppSettingsStore;
  let audit: AuditService;
  beforeAll(async () => {
    shop = await createTestApp({ now: '2026-11-24T18:30:00Z' });
    store = shop.app.get(AppSettingsStore);
    audit = shop.app.get(AuditService);
  });
  afterAll(async () => {
    await shop.close();
  });

  it('answers the defaults from code for a section nobody saved', async () => {
    expect(await store.get('escalation')).toEqual(ORDER_FLOW_SETTINGS_DEFAULTS.escalation);
    expect(await store.getAll()).toEqual(APP_SETTINGS_DEFAULTS);
  });

  it('keeps a saved section and the change-log entry of the same transaction', async () => {
    await shop.dataSource.transaction(async (manager) => {
      await store.set(manager, 'capacity', { maxOrdersPerSlot: 4, maxPizzasPerSlot: null });
      await audit.record(manager, { actor: 'admin', action: 'settings.update', target: 'Kapazität', details: { maxOrdersPerSlot: 4 } });
    });
    expect(await store.get('capacity')).toEqual({ maxOrdersPerSlot: 4, maxPizzasPerSlot: null });
    expect((await store.getAll()).printing).toEqual(ORDER_FLOW_SETTINGS_DEFAULTS.printing);
    const [newest] = await audit.list(1);
    expect(newest).toMatchObject({ actor: 'admin', action: 'settings.update', target: 'Kapazität', details: { maxOrdersPerSlot: 4 } });
    expect(newest.at.toISOString()).toBe('2026-11-24T18:30:00.000Z');
  });

  it('inside a transaction reads the sections once, answers its own writes, and leaves other readers on the database', async () => {
    await shop.dataSource.transaction(async (manager) => {
      expect(await store.get('printing', manager)).toEqual(ORDER_FLOW_SETTINGS_DEFAULTS.printing);
      // Another connection commits a change meanwhile: this transaction keeps what it read first...
      await shop.dataSource.transaction((other) => store.set(other, 'printing', { autoPrint: 'on-arrival', copies: 3 }));
      expect(await store.get('printing', manager)).toEqual(ORDER_FLOW_SETTINGS_DEFAULTS.printing);
      // ...and sees its own write at once.
      await store.set(manager, 'printing', { autoPrint: 'on-accept', copies: 2 });
      expect(await store.get('printing', manager)).toEqual({ autoPrint: 'on-accept', copies: 2 });
    });
    expect(await store.get('printing')).toEqual({ autoPrint: 'on-accept', copies: 2 });

    const checked = { ...(await store.getAll()), waitingTimes: { lieferung: 50, abholung: 25 } };
    await shop.dataSource.transaction(async (manager) => {
      store.useInTransaction(manager, checked);
      expect(await store.get('waitingTimes', manager)).toEqual({ lieferung: 50, abholung: 25 });
    });
    expect(await store.get('waitingTimes')).toEqual(ORDER_FLOW_SETTINGS_DEFAULTS.waitingTimes);
    await shop.dataSource.transaction((manager) => store.set(manager, 'printing', ORDER_FLOW_SETTINGS_DEFAULTS.printing));
  });

  it('writes neither when the transaction fails', async () => {
    const before = await audit.list(10);
    await expect(
      shop.dataSource.transaction(async (manager) => {
        await store.set(manager, 'printing', { autoPrint: 'on-accept', copies: 2 });
        await audit.record(manager, { actor: 'admin', action: 'settings.update', target: 'Drucker' });
        throw new Error('abgebrochen');
      }),
    ).rejects.toThrow('abgebrochen');
    expect(await store.get('printing')).toEqual(ORDER_FLOW_SETTINGS_DEFAULTS.printing);
    expect(await audit.list(10)).toEqual(before);
  });
});
