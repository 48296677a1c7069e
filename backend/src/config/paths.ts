import path from 'node:path';

/**
 * The repository root, found from this file's location (src/config or dist/config) rather
 * than the working directory, so `npm start` from the root and from backend/ share one `.data`.
 */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
export const DATA_DIR = path.join(REPO_ROOT, '.data');
export const FRONTEND_DIST = path.join(REPO_ROOT, 'frontend', 'dist');
/** The server bundle of the menu page (`vite build --ssr`), beside dist/ so it is never served as a file. */
export const FRONTEND_SSR_BUNDLE = path.join(REPO_ROOT, 'frontend', 'dist-ssr', 'entry-server.cjs');
