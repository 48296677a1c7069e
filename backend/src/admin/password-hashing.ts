import argon2 from 'argon2';

/**
 * argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane): about a tenth of the library's default
 * (64 MiB, t=3, p=4), which cost 0.56 CPU-seconds per login on the shop's 2-core box and let a
 * handful of wrong logins stall the page. Still far beyond what an offline guesser can afford.
 */
export const PASSWORD_HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes run one at a time per process: argon2 works on libuv's thread pool (4 threads), which
 * compression and static files share; a burst of logins waits here instead of taking all of it.
 */
let lastHash: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = lastHash.then(work, work);
  lastHash = run.catch(() => undefined);
  return run;
}

export function hashPassword(password: string): Promise<string> {
  return oneAtATime(() => argon2.hash(password, PASSWORD_HASH_OPTIONS));
}

/** False also for a hash that cannot be read. */
export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return oneAtATime(() => argon2.verify(hash, password)).catch(() => false);
}

/** A hash made with other parameters (the old, costlier ones): replaced at the next successful login. */
export function hashNeedsUpdate(hash: string): boolean {
  try {
    return argon2.needsRehash(hash, PASSWORD_HASH_OPTIONS);
  } catch {
    return false;
  }
}
