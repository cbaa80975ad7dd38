/**
 * Everything the server and the host's commands create from here on (DATA_DIR and its
 * folders, the SQLite files, photos, backups) is readable by this user only: folders 700,
 * files 600 (issue 21 §4). Called first thing at start, before any file is made.
 */
export const PRIVATE_UMASK = 0o077;

export function keepNewFilesPrivate(): void {
  process.umask(PRIVATE_UMASK);
}
