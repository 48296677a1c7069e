import { QueryFailedError } from 'typeorm';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { preparedQuery } from './prepared-query';

describe('preparedQuery', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await t.dataSource.query('CREATE TABLE prepared_probe (id int PRIMARY KEY, label text NOT NULL)');
  });
  afterAll(async () => {
    await t.close();
  });

  const insert = 'INSERT INTO prepared_probe (id, label) VALUES ($1, $2) RETURNING id, label';
  const count = 'SELECT count(*)::int AS n FROM prepared_probe WHERE label = $1';

  it('runs a statement again and again, in a transaction and on pool connections, and two texts side by side', async () => {
    await t.dataSource.transaction(async (manager) => {
      expect(await preparedQuery(manager, insert, [1, 'a'])).toEqual([{ id: 1, label: 'a' }]);
      expect(await preparedQuery(manager, insert, [2, 'a'])).toEqual([{ id: 2, label: 'a' }]);
      expect(await preparedQuery(manager, count, ['a'])).toEqual([{ n: 2 }]);
    });
    const counts = await Promise.all(Array.from({ length: 30 }, () => preparedQuery<{ n: number }>(t.dataSource.manager, count, ['a'])));
    expect(counts.every(([row]) => row.n === 2)).toBe(true);
  });

  it('answers a failed statement with TypeORM QueryFailedError and the driver code, and the transaction rolls back', async () => {
    const failed = t.dataSource.transaction(async (manager) => {
      await preparedQuery(manager, insert, [3, 'b']);
      await preparedQuery(manager, insert, [1, 'b']);
    });
    await expect(failed).rejects.toBeInstanceOf(QueryFailedError);
    await expect(failed).rejects.toMatchObject({ driverError: { code: '23505' } });
    expect(await preparedQuery(t.dataSource.manager, count, ['b'])).toEqual([{ n: 0 }]);
  });
});
