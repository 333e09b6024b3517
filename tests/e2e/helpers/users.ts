/** Seeded accounts of the simulator (ARCHITECTURE.md §5, brief). */
export const USERS = {
  admin: { username: 'admin', password: 'admin123' },
  operator: { username: 'operator', password: 'operator123' },
  /** defaultMainPage 0, customMainPage 1, mainPage 2: the guest page only. */
  guest: { username: 'guest', password: 'guest123' },
} as const;

export type UserName = keyof typeof USERS;
