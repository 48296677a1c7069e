import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { auditChanges, serviceDayEnd, type Clock } from '@pizzeria/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../audit/audit.service';
import { CLOCK } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import type { MenuSnapshot } from '../menu-snapshot';
import { MenuSnapshotService } from '../menu-snapshot.service';
import { AppSettingsStore } from '../../settings/app-settings.store';
import { FIELD_NAMES, type MenuResource } from './admin-menu.resources';

type Body = Record<string, unknown>;

/** A duplicate row's message and the field the form shows it at. */
const UNIQUE_REFUSALS: Record<string, { message: string; field: string }> = {
  locations: { message: 'Dieses Liefergebiet (PLZ und Ort) gibt es schon.', field: 'loc_plz' },
  dips: { message: 'Diese Dip-Nummer ist schon vergeben.', field: 'dipID' },
  products: { message: 'Diese Nummer auf der Speisekarte ist schon vergeben.', field: 'menuNumber' },
};

/**
 * The back office's menu writes: one transaction per call that checks references, writes the
 * row and the change log; the version trigger makes every process reload its menu. The answer is
 * the row as the menu now shows it, from this process's snapshot reloaded after the commit.
 */
@Injectable()
export class AdminMenuService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly menu: MenuSnapshotService,
    private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly settings: AppSettingsStore,
  ) {}

  async create(resource: MenuResource, body: Body, actor: string): Promise<{ id: number; snapshot: MenuSnapshot }> {
    const missing = resource.required.find((field) => body[field] === undefined);
    if (missing) throw new BadRequestException({ message: `Bitte ${FIELD_NAMES[missing]} angeben.`, field: missing });
    const id = await this.write(async (manager) => {
      await this.checkReferences(manager, resource, body);
      await this.checkMenuNumber(manager, resource, body, null);
      const values = await this.values(manager, resource, body);
      const columns = Object.keys(values);
      const rows = await manager.query(
        `INSERT INTO ${resource.table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING ${resource.key} AS id`,
        Object.values(values),
      );
      const newId = rows[0].id as number;
      if (resource.kind === 'products') await this.writeLabels(manager, newId, body);
      await this.record(manager, resource, 'create', newId, body, actor);
      return newId;
    }, resource);
    return { id, snapshot: await this.menu.fresh() };
  }

  /** `action` names the change in the log: a sold-out switch from the counter is 'availability'. */
  async update(resource: MenuResource, id: number, body: Body, actor: string, action: 'update' | 'availability' = 'update'): Promise<MenuSnapshot> {
    await this.write(async (manager) => {
      await this.lockLive(manager, resource, id);
      const before = await this.bodyValues(manager, resource, id, body);
      await this.checkReferences(manager, resource, body);
      await this.checkMenuNumber(manager, resource, body, id);
      const values = await this.values(manager, resource, body);
      const columns = Object.keys(values);
      if (columns.length > 0) {
        await manager.query(`UPDATE ${resource.table} SET ${columns.map((c, i) => `${c} = $${i + 2}`).join(', ')} WHERE ${resource.key} = $1`, [
          id,
          ...Object.values(values),
        ]);
      }
      if (resource.kind === 'products') await this.writeLabels(manager, id, body);
      const after = await this.bodyValues(manager, resource, id, body);
      // The join-table labels of a product have no single column: their new value is noted as given.
      const labels = resource.kind === 'products' ? Object.fromEntries(['allergens', 'additives'].filter((f) => body[f] !== undefined).map((f) => [f, body[f]])) : {};
      await this.record(manager, resource, action, id, labels, actor, auditChanges(before, after));
    }, resource);
    return this.menu.fresh();
  }

  async remove(resource: MenuResource, id: number, actor: string): Promise<void> {
    await this.write(async (manager) => {
      await this.lockLive(manager, resource, id);
      if (resource.kind === 'categories') {
        const [{ used }] = await manager.query(
          `SELECT (EXISTS (SELECT 1 FROM products WHERE category_id = $1 AND archived_at IS NULL)
                OR EXISTS (SELECT 1 FROM extras WHERE category_id = $1 AND archived_at IS NULL)) AS used`,
          [id],
        );
        if (used) throw new ConflictException('Die Kategorie enthält noch Produkte oder Extras.');
      }
      if (resource.soft) await manager.query(`UPDATE ${resource.table} SET archived_at = $2 WHERE ${resource.key} = $1`, [id, this.clock.now()]);
      else await manager.query(`DELETE FROM ${resource.table} WHERE ${resource.key} = $1`, [id]);
      await this.record(manager, resource, 'delete', id, {}, actor);
    }, resource);
    await this.menu.fresh();
  }

  private async write<T>(work: (manager: EntityManager) => Promise<T>, resource: MenuResource): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new BadRequestException(UNIQUE_REFUSALS[resource.kind] ?? 'Diesen Eintrag gibt es schon.');
      throw error;
    }
  }

  private async lockLive(manager: EntityManager, resource: MenuResource, id: number): Promise<void> {
    const live = resource.soft ? ' AND archived_at IS NULL' : '';
    const rows = await manager.query(`SELECT 1 FROM ${resource.table} WHERE ${resource.key} = $1${live} FOR UPDATE`, [id]);
    if (rows.length === 0) throw new NotFoundException(`${resource.label} nicht gefunden.`);
  }

  private async checkReferences(manager: EntityManager, resource: MenuResource, body: Body): Promise<void> {
    for (const ref of resource.references) {
      if (body[ref.field] === undefined) continue;
      const rows = await manager.query(`SELECT 1 FROM ${ref.table} WHERE id = $1 AND archived_at IS NULL`, [body[ref.field]]);
      if (rows.length === 0) throw new BadRequestException({ message: ref.message, field: ref.field });
    }
  }

  /** A menu number names one product on the menu: the refusal says which product has it. */
  private async checkMenuNumber(manager: EntityManager, resource: MenuResource, body: Body, id: number | null): Promise<void> {
    if (resource.kind !== 'products' || typeof body.menuNumber !== 'number') return;
    const [holder] = (await manager.query(`SELECT name FROM products WHERE menu_number = $1 AND archived_at IS NULL AND id IS DISTINCT FROM $2`, [
      body.menuNumber,
      id,
    ])) as { name: string }[];
    if (holder)
      throw new BadRequestException({ message: `Die Nummer ${body.menuNumber} hat schon „${holder.name}“. Bitte eine andere Nummer wählen.`, field: 'menuNumber' });
  }

  /** Column values of the fields sent; the sold-out switch and "bis morgen" become available + sold_out_until. */
  private async values(manager: EntityManager, resource: MenuResource, body: Body): Promise<Record<string, unknown>> {
    const values: Record<string, unknown> = {};
    for (const [field, spec] of Object.entries(resource.fields)) {
      if (body[field] === undefined) continue;
      values[spec.column] = spec.toDb ? spec.toDb(body[field]) : body[field];
    }
    if (resource.kind === 'dips' && body.dipID === undefined && !('dip_id' in values)) {
      const [{ next }] = await manager.query(`SELECT COALESCE(MAX(dip_id), 0) + 1 AS next FROM dips`);
      values.dip_id = next;
    }
    if (resource.soldOut) {
      if (body.soldOutUntil === 'next-service-day') {
        const { dayBoundary } = await this.settings.get('serviceDay');
        values.available = true;
        values.sold_out_until = serviceDayEnd(this.clock.now(), this.config.shopTimezone, dayBoundary);
      } else if (body.available !== undefined || body.soldOutUntil === null) {
        if (body.available !== undefined) values.available = body.available;
        values.sold_out_until = null;
      }
    }
    return values;
  }

  /** A product's LMIV allergens (letters) and additives (footnote numbers) live in join tables. */
  private async writeLabels(manager: EntityManager, productId: number, body: Body): Promise<void> {
    if (typeof body.allergens === 'string') {
      await manager.query(`DELETE FROM product_allergens WHERE product_id = $1`, [productId]);
      const letters = [...body.allergens];
      const rows: { id: number }[] = await manager.query(`SELECT id FROM allergens WHERE left(allergen_name, 1) = ANY($1::text[])`, [letters]);
      if (rows.length !== letters.length) throw new BadRequestException({ message: 'Unbekannter Allergen-Kennbuchstabe.', field: 'allergens' });
      for (const row of rows) await manager.query(`INSERT INTO product_allergens (product_id, allergen_id) VALUES ($1, $2)`, [productId, row.id]);
    }
    if (Array.isArray(body.additives)) {
      await manager.query(`DELETE FROM product_substances WHERE product_id = $1`, [productId]);
      const ids = [...new Set(body.additives as number[])];
      const known: { id: number }[] = await manager.query(`SELECT id FROM substances WHERE id = ANY($1::int[])`, [ids]);
      if (known.length !== ids.length) throw new BadRequestException({ message: 'Unbekannter Zusatzstoff.', field: 'additives' });
      for (const id of ids) await manager.query(`INSERT INTO product_substances (product_id, substance_id) VALUES ($1, $2)`, [productId, id]);
    }
  }

  /**
   * The row's current values of the fields `body` sets, in the body's terms (EUR, ISO instants),
   * with the sold-out switch's two columns when it is among them: the change log's before and after.
   */
  private async bodyValues(manager: EntityManager, resource: MenuResource, id: number, body: Body): Promise<Body> {
    const fields = Object.keys(resource.fields).filter((field) => body[field] !== undefined);
    const columns = fields.map((field) => `${resource.fields[field].column} AS "${field}"`);
    if (resource.soldOut && (body.available !== undefined || body.soldOutUntil !== undefined)) columns.push('available', 'sold_out_until AS "soldOutUntil"');
    if (columns.length === 0) return {};
    const [row] = (await manager.query(`SELECT ${columns.join(', ')} FROM ${resource.table} WHERE ${resource.key} = $1`, [id])) as Body[];
    return Object.fromEntries(
      Object.entries(row ?? {}).map(([field, value]) => {
        const fromDb = resource.fields[field]?.fromDb;
        return [field, value instanceof Date ? value.toISOString() : fromDb ? fromDb(value) : value];
      }),
    );
  }

  private async record(
    manager: EntityManager,
    resource: MenuResource,
    action: string,
    id: number,
    body: Body,
    actor: string,
    changes?: ReturnType<typeof auditChanges>,
  ): Promise<void> {
    const [row] = await manager.query(`SELECT ${resource.fields[resource.nameField].column} AS name FROM ${resource.table} WHERE ${resource.key} = $1`, [id]);
    await this.audit.record(manager, {
      actor,
      action: `${resource.kind}.${action}`,
      target: `${resource.label} ${id} (${row?.name ?? ''})`,
      ...(Object.keys(body).length > 0 ? { details: body } : {}),
      ...(changes ? { changes } : {}),
    });
  }
}
