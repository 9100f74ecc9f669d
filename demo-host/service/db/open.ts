/**
 * Opens `<dataDir>/storefront.sqlite`, creating and seeding it when it is missing (or when
 * `rebuild` asks for a fresh one). An existing, complete database is opened as is, so
 * writes survive a restart and a restart is fast.
 */
import Database from 'better-sqlite3';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { SCHEMA_VERSION } from './schema';
import { DEFAULT_SEED, seedDatabase, type SeedResult } from '../seed/seed';

export const DATABASE_FILE = 'storefront.sqlite';

export type OpenOptions = { dataDir: string; rebuild?: boolean; seed?: number };
export type OpenedDatabase = { db: Database.Database; seeded: SeedResult | null };

function removeDatabase(dataDir: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(join(dataDir, DATABASE_FILE + suffix), { force: true });
  rmSync(join(dataDir, 'images'), { recursive: true, force: true });
}

function isComplete(db: Database.Database): boolean {
  try {
    const version = db.prepare("SELECT value FROM meta WHERE key = 'schemaVersion'").pluck().get();
    return version === String(SCHEMA_VERSION);
  } catch {
    return false;
  }
}

function configure(db: Database.Database): void {
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 2000');
}

export function openDatabase(options: OpenOptions): OpenedDatabase {
  const { dataDir } = options;
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, DATABASE_FILE);
  if (options.rebuild === true) removeDatabase(dataDir);
  if (existsSync(file)) {
    const db = new Database(file);
    configure(db);
    if (isComplete(db)) return { db, seeded: null };
    // A seed that died half-way (or an older schema): start again rather than limp on.
    db.close();
    removeDatabase(dataDir);
  }
  const db = new Database(file);
  configure(db);
  try {
    const seeded = seedDatabase(db, dataDir, options.seed ?? DEFAULT_SEED);
    return { db, seeded };
  } catch (error) {
    db.close();
    removeDatabase(dataDir);
    throw error;
  }
}
