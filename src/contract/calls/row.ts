/*
 * One row of the call table (src/contract/calls.ts): a call the console makes. `spec` names the
 * section of console-spec.md §7 that names the path; an `extension` is a call the spec does not
 * name, and says what the console does when a real backend answers it code 404 (spec §8: data
 * null): falls back to a spec call, hides the feature with a "not supported by this station"
 * note (src/components/not-supported.tsx), or keeps working without it.
 */

export type CallMethod = 'GET' | 'POST';

/** The §7 subsection that names the call. */
export type SpecSection =
  | '§7 Authentication'
  | '§7 Configuration'
  | '§7 Device groups and dashboard'
  | '§7 Alarms'
  | '§7 Energy'
  | '§7 Profit'
  | '§7 History'
  | '§7 Price templates'
  | '§7 Users'
  | '§7 Control'
  | '§7 Backup and thresholds'
  | '§7 Device management'
  | '§7 Data';

/**
 * What the console does when the backend does not have an extension:
 * - `spec-call:<path>`: reads the same thing from that spec call instead;
 * - `hide`: the feature shows "not supported by this station" in its place;
 * - `without`: the page works without it (defaults, a figure left out, nothing shown).
 */
export type Fallback = `spec-call:${string}` | 'hide' | 'without';

export interface SpecCall {
  method: CallMethod;
  /** Relative to the api base (no leading slash); `{name}` marks a path parameter. */
  path: string;
  spec: SpecSection;
}

export interface ExtensionCall {
  method: CallMethod;
  path: string;
  spec: 'extension';
  fallback: Fallback;
  /** What the call is for (and, for a spec feature whose path the spec does not name, which). */
  note: string;
}

export type CallRow = SpecCall | ExtensionCall;

export const spec = (method: CallMethod, path: string, section: SpecSection): SpecCall => ({
  method,
  path,
  spec: section,
});

export const ext = (method: CallMethod, path: string, fallback: Fallback, note: string): ExtensionCall => ({
  method,
  path,
  spec: 'extension',
  fallback,
  note,
});
