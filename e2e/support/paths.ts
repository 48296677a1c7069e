import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const BACKEND_DIST = path.join(REPO_ROOT, 'backend', 'dist');
export const SCREENSHOT_DIR = path.join(REPO_ROOT, 'e2e', 'screenshots');
