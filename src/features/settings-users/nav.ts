/** This section's entry in the settings list: loaded with the list, without the section's code. */
export const titleKey = 'sysusers:users.title';
/** Administrators only: other roles see the not-permitted state (src/contract/permissions.ts). */
export const adminOnly = true;
