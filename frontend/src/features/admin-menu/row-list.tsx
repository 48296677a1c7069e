import { checkBody, type z } from '@pizzeria/contract';
import { useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { AvailabilityButtons } from './availability-buttons';
import { ConfirmDelete } from './confirm-delete';
import { FieldForm, RefusedBody, type FieldSpec, type FormValues } from './field-form';
import type { AdminResource, Availability } from './menu-admin-api';

/** What one kind of row needs: its calls, its form, and how it reads on the list. */
export interface RowSpec<T> {
  /** Singular noun for buttons and dialogs, e.g. 'Produkt'. */
  noun: string;
  resource: AdminResource<T>;
  fields: readonly FieldSpec[];
  nameOf(row: T): string;
  /** The name is a code (a postcode, a voucher code): set in the body font, whose figures all stand full height. */
  nameIsCode?: boolean;
  summary?(row: T): ReactNode;
  /** A warning on the row, e.g. why customers do not see it yet; null when there is none. */
  notice?(row: T): string | null;
  /** Form values of a row, or of a new one (null). */
  toForm(row: T | null): FormValues;
  toBody(values: FormValues): Record<string, unknown>;
  /** The body's contract: checked before sending, with the server's own German messages. */
  schema: z.ZodType;
  /** Rows with a sold-out switch. */
  soldOut?: boolean;
  /** Taking a row away: 'Von der Karte nehmen' for the menu, 'Löschen' otherwise. */
  removeLabel: string;
  removeText(row: T): string;
  /** More under a row, e.g. a product's variants. */
  children?(row: T): ReactNode;
}

interface RowListProps<T> {
  spec: RowSpec<T>;
  rows: readonly T[];
  /** Called after every saved change, so the page reloads what the server now holds; a save ends when its promise does. */
  onChanged: () => void;
  emptyText: string;
}

type Editing = { id: number | 'new'; values: FormValues } | null;

/** A list of rows with add, edit, sold-out and remove; every change goes to the server first. */
export function RowList<T>({ spec, rows, onChanged, emptyText }: RowListProps<T>) {
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<T | null>(null);

  const open = (id: number | 'new', row: T | null) => setEditing({ id, values: spec.toForm(row) });

  const send = async (values: FormValues) => {
    const body = spec.toBody(values);
    const checked = checkBody(spec.schema, body);
    if (!checked.ok) throw new RefusedBody(checked.message, checked.field);
    if (editing?.id === 'new') await spec.resource.create(body);
    else if (editing) await spec.resource.update(editing.id, body);
  };
  // Each change goes to the server first; once saved, the list is read again. A refusal reaches the form or button that asked.
  const store = useMutation({ mutationFn: send, onSuccess: onChanged });
  const switchAvailability = useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: Record<string, unknown> }) => spec.resource.update(id, patch),
    onSuccess: onChanged,
  });
  const remove = useMutation({ mutationFn: (row: T) => spec.resource.remove(spec.resource.idOf(row)), onSuccess: onChanged });

  const save = async (values: FormValues) => {
    await store.mutateAsync(values);
    setEditing(null);
  };

  const form = (label: string) =>
    editing && <FieldForm fields={spec.fields} defaultValues={editing.values} submitLabel={label} onSubmit={save} onCancel={() => setEditing(null)} />;

  return (
    <div className="menu-admin-rows">
      {rows.length === 0 && <p className="menu-admin-empty">{emptyText}</p>}
      <ul className="menu-admin-list">
        {rows.map((row) => {
          const id = spec.resource.idOf(row);
          const name = spec.nameOf(row);
          const availability = row as Availability;
          const notice = spec.notice?.(row) ?? null;
          return (
            <li key={id} className={`menu-admin-row${spec.soldOut && availability.available === false ? ' is-sold-out' : ''}${notice ? ' is-hidden' : ''}`}>
              <div className="menu-admin-row__head">
                <div className="menu-admin-row__text">
                  <h3 className={spec.nameIsCode ? 'menu-admin-row__code' : undefined}>{name}</h3>
                  {spec.summary && <p className="menu-admin-row__summary">{spec.summary(row)}</p>}
                  {notice && <p className="menu-admin-row__notice">{notice}</p>}
                </div>
                <div className="menu-admin-row__actions">
                  {spec.soldOut && <AvailabilityButtons name={name} row={availability} save={(patch) => switchAvailability.mutateAsync({ id, patch })} />}
                  <button type="button" className="admin-button" aria-label={`${name} bearbeiten`} onClick={() => open(id, row)}>
                    Bearbeiten
                  </button>
                  <button type="button" className="admin-button admin-button--danger" aria-label={`${name}: ${spec.removeLabel}`} onClick={() => setRemoving(row)}>
                    {spec.removeLabel}
                  </button>
                </div>
              </div>
              {editing?.id === id && form('Speichern')}
              {spec.children?.(row)}
            </li>
          );
        })}
      </ul>
      {editing?.id === 'new' ? (
        <section className="menu-admin-new" aria-label={`Neu: ${spec.noun}`}>
          {form(`${spec.noun} anlegen`)}
        </section>
      ) : (
        <button type="button" className="admin-button admin-button--primary" onClick={() => open('new', null)}>
          {spec.noun} hinzufügen
        </button>
      )}
      {removing && (
        <ConfirmDelete
          title={`${spec.nameOf(removing)}: ${spec.removeLabel}?`}
          text={spec.removeText(removing)}
          confirmLabel={spec.removeLabel}
          onConfirm={() => remove.mutateAsync(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </div>
  );
}
