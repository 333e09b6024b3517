import { useState } from 'react';
import { conflictOf, type ConflictInfo } from '@/contract/conflict';

/** A record that may carry a version (absent when the backend has none). */
export interface MaybeVersioned {
  version?: number;
}

/**
 * What a save sends for optimistic concurrency (src/contract/conflict.ts): the newer version it
 * overwrites, else the version the edit started from; nothing for a record without one, so a
 * backend without versions saves as before.
 */
export function versionToSend(
  editing: MaybeVersioned | null | undefined,
  overwrite: ConflictInfo | null,
): { version?: number } {
  const v = overwrite?.version ?? editing?.version;
  return v === undefined || v === '' || !Number.isFinite(Number(v)) ? {} : { version: Number(v) };
}

/**
 * The 409 state of a form outside `<CrudSection>` (which has it in useCrudSection): the version
 * the edit started from, the conflict to show in `<ConflictNotice>`, and the new starting point
 * after a reload.
 */
export function useConflict(startVersion: number | undefined) {
  const [base, setBase] = useState(startVersion);
  const [conflict, setConflict] = useState<ConflictInfo | null>(null);
  return {
    conflict,
    /** The version field of a save: an overwrite names the conflict's version. */
    send: (overwrite: boolean) => versionToSend({ version: base }, overwrite ? conflict : null),
    /** Call with a failed save's error: true when it was a conflict (now shown). */
    failed: (error: unknown): boolean => {
      const found = conflictOf(error);
      setConflict(found);
      return found !== null;
    },
    /** The stored record was read again: its version is the new starting point. */
    reloaded: (version: number | undefined) => {
      setBase(version);
      setConflict(null);
    },
  };
}
