import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDocumentTitle } from '../../staff/use-document-title';
import { AdminDataState } from './admin-data-state';
import type { AdminMenu } from './menu-admin-api';
import { adminMenuQuery, useReload } from './menu-admin-queries';
import { categorySpec, dipSpec, dressingSpec, extraSpec } from './option-specs';
import { productSpec } from './product-specs';
import { RowList } from './row-list';
import './menu-admin.css';

const TABS = ['Produkte', 'Kategorien', 'Extras', 'Dressings & Saucen', 'Dips'] as const;
type Tab = (typeof TABS)[number];

function Products({ menu, onChanged }: { menu: AdminMenu; onChanged: () => void }) {
  const selectId = useId();
  const [categoryId, setCategoryId] = useState(menu.categories[0]?.categoriesID ?? 0);
  return (
    <>
      <div className="menu-admin-filter">
        <label htmlFor={selectId}>Kategorie</label>
        <select id={selectId} value={categoryId} onChange={(e) => setCategoryId(Number(e.target.value))}>
          {menu.categories.map((c) => (
            <option key={c.categoriesID} value={c.categoriesID}>
              {c.categoriesName}
            </option>
          ))}
        </select>
      </div>
      <RowList
        key={categoryId}
        spec={productSpec(menu, categoryId, onChanged)}
        rows={menu.products.filter((p) => p.category_id === categoryId)}
        onChanged={onChanged}
        emptyText="In dieser Kategorie gibt es noch keine Produkte."
      />
    </>
  );
}

function TabPanel({ tab, menu, onChanged }: { tab: Tab; menu: AdminMenu; onChanged: () => void }) {
  switch (tab) {
    case 'Produkte':
      return <Products menu={menu} onChanged={onChanged} />;
    case 'Kategorien':
      return <RowList spec={categorySpec(menu)} rows={menu.categories} onChanged={onChanged} emptyText="Noch keine Kategorien." />;
    case 'Extras':
      return <RowList spec={extraSpec(menu)} rows={menu.extras} onChanged={onChanged} emptyText="Noch keine Extras." />;
    case 'Dressings & Saucen':
      return <RowList spec={dressingSpec(menu)} rows={menu.dressings} onChanged={onChanged} emptyText="Noch keine Dressings oder Saucen." />;
    case 'Dips':
      return <RowList spec={dipSpec(menu)} rows={menu.dips} onChanged={onChanged} emptyText="Noch keine Dips." />;
  }
}

/** Speisekarte: categories, products with sizes, extras, dressings/sauces and dips; sold out in one tap. */
export default function MenuAdminPage() {
  useDocumentTitle('Speisekarte');
  const ids = useId();
  const [tab, setTab] = useState<Tab>('Produkte');
  const menu = useQuery(adminMenuQuery);
  const reload = useReload(adminMenuQuery.queryKey);
  return (
    <div className="menu-admin">
      <div className="admin-page-header">
        <h1>Speisekarte</h1>
      </div>
      <div className="menu-admin-tabs" role="tablist" aria-label="Bereiche der Speisekarte">
        {TABS.map((name, index) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${ids}-tab-${index}`}
            aria-selected={tab === name}
            aria-controls={`${ids}-panel`}
            className="menu-admin-tab"
            onClick={() => setTab(name)}
          >
            {name}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${ids}-panel`} aria-labelledby={`${ids}-tab-${TABS.indexOf(tab)}`}>
        <AdminDataState query={menu}>{(data) => <TabPanel tab={tab} menu={data} onChanged={reload} />}</AdminDataState>
      </div>
    </div>
  );
}
