import { ORDER_FLOW_SETTINGS_DEFAULTS } from '@pizzeria/domain';
import { AuditService } from '../../src/audit/audit.service';
import { APP_SETTINGS_DEFAULTS } from '../../src/settings/app-settings.sections';
import { AppSettingsStore } from '../../src/settings/app-settings.store';
import { eventually } from '../support/rules';
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

  it('inside a transaction reads through it (its own writes), while other readers keep the committed sections', async () => {
    await shop.dataSource.transaction(async (manager) => {
      expect(await store.get('printing', manager)).toEqual(ORDER_FLOW_SETTINGS_DEFAULTS.printing);
      await store.set(manager, 'printing', { autoPrint: 'on-accept', copies: 2 });
      expect(await store.get('printing', manager)).toEqual({ autoPrint: 'on-accept', copies: 2 });
      // Not committed yet: the process's snapshot (read on another connection) has the old one.
      expect(await store.get('printing')).toEqual(ORDER_FLOW_SETTINGS_DEFAULTS.printing);
    });
    // The commit's NOTIFY marks the snapshot stale: the next read gets the change.
    await eventually(
      () => store.get('printing'),
      (printing) => printing.copies === 2,
    );
    await shop.dataSource.transaction((manager) => store.set(manager, 'printing', ORDER_FLOW_SETTINGS_DEFAULTS.printing));
    await eventually(
      () => store.get('printing'),
      (printing) => printing.copies === ORDER_FLOW_SETTINGS_DEFAULTS.printing.copies,
    );
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
