/**
 * A set of order ids kept in sessionStorage: it survives reloads and moving between pages, and
 * every tab (every staff screen) keeps its own. Null when nothing readable is stored under `key`.
 */
export function loadIdSet(key: string): Set<number> | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    return Array.isArray(stored) ? new Set(stored.filter((id): id is number => Number.isInteger(id))) : null;
  } catch {
    return null;
  }
}

export function storeIdSet(key: string, ids: ReadonlySet<number>): void {
  sessionStorage.setItem(key, JSON.stringify([...ids]));
}
