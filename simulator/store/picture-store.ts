import type Database from 'better-sqlite3';
import type { ContainerPictureField, ContainerPictures } from '../../src/contract/api/container';

/** Container pictures per site (table container_pictures); a site without a row has none. */
export class PictureStore {
  readonly #db: Database.Database;

  constructor(db: Database.Database) {
    this.#db = db;
  }

  get(site: string): ContainerPictures {
    const row = this.#db
      .prepare('SELECT picture, thumbnail FROM container_pictures WHERE site = ?')
      .get(site) as { picture: string; thumbnail: string } | undefined;
    return { site, picture: row?.picture ?? '', thumbnail: row?.thumbnail ?? '' };
  }

  /** Replaces the given fields; the others keep their stored value. */
  set(site: string, patch: Partial<Record<ContainerPictureField, string>>): ContainerPictures {
    const next = { ...this.get(site), ...patch };
    this.#db
      .prepare(
        `INSERT INTO container_pictures (site, picture, thumbnail) VALUES (@site, @picture, @thumbnail)
         ON CONFLICT(site) DO UPDATE SET picture = excluded.picture, thumbnail = excluded.thumbnail`,
      )
      .run(next);
    return next;
  }
}
