import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

/** Another live process holds the embedded database's folder. */
export class DataDirInUseError extends Error {
  readonly dataDir: string;
  readonly pid: number;
  readonly lockFile: string;
  constructor(dataDir: string, pid: number, lockFile: string) {
    super(
      `the embedded database in ${dataDir} is in use by process ${pid} (a running Lotus server?): stop it first, ` +
        `or use PostgreSQL (DATABASE_URL). If no such process is running, delete ${lockFile}.`,
    );
    this.dataDir = dataDir;
    this.pid = pid;
    this.lockFile = lockFile;
    this.name = 'DataDirInUseError';
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes the embedded database's folder for this process. PGlite is one process's database: a second process that
 * opens the same folder (a second server, `ledger:verify` beside a running server) reads files that are changing
 * under it and dies inside the database engine, or writes them back over the server's. So each opener writes its pid
 * to `<dataDir>.lock`, created exclusively, before it opens the folder; a lock whose process is gone (killed, crashed)
 * is taken over. Returns the release, which removes the lock if it is still this process's.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  const release = () => {
    process.off('exit', release);
    if (holderOf(lockFile) === process.pid) rmSync(lockFile, { force: true });
  };
  // Written whole under a name of its own, then linked into place: the lock appears with its pid or not at all.
  const candidate = `${lockFile}.${process.pid}`;
  writeFileSync(candidate, `${process.pid}\n`);
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        linkSync(candidate, lockFile);
        // A process that exits without closing the database (an error at start) does not leave the folder locked.
        process.once('exit', release);
        return release;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = holderOf(lockFile);
      if (holder !== null && holder !== process.pid && isAlive(holder)) {
        throw new DataDirInUseError(dataDir, holder, lockFile);
      }
      // Left by a process that is gone: take it over.
      rmSync(lockFile, { force: true });
    }
    throw new Error(`could not lock ${dataDir}: ${lockFile} keeps reappearing`);
  } finally {
    rmSync(candidate, { force: true });
  }
}
