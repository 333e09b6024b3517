/** A word or phrase of the operation log in both languages (the leaf the oplog-* files share). */
export type Word = readonly [zh: string, en: string];
