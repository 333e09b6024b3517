import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { conflictOf, type ConflictInfo } from '@/contract/conflict';
import type { Page, PageQuery } from '@/contract/envelope';
import { notify } from '@/lib/notify';
import { useMayCall } from '@/stores/permissions';
import { confirm } from '../confirm-store';

/** A list answer: the whole list (paged here) or one BladeX page (paged by the server). */
export type ListAnswer<TRow> = TRow[] | Page<TRow>;

interface ListQueryOptions {
  queryKey: QueryKey;
  staleTime?: number;
}

/**
 * The list's query, as the section's API module builds it: one answering the list, or (built with
 * `listWithin`) one whose answer holds the list among other things, read with `select`.
 */
export type ListQuery<TRow> = ListQueryOptions &
  (
    | { queryFn: () => Promise<ListAnswer<TRow>>; select?: undefined }
    | { queryFn: () => Promise<unknown>; select: (data: unknown) => ListAnswer<TRow> }
  );

/**
 * A list inside a larger answer, e.g. the backups in `dbBackup/info` (whose other fields the page
 * shows too): the section shares that answer's query (one call, one cache entry) and lists `pick`.
 */
export function listWithin<TData, TRow>(
  query: ListQueryOptions & { queryFn: () => Promise<TData> },
  pick: (data: TData) => ListAnswer<TRow>,
): ListQuery<TRow> {
  return { ...query, select: (data) => pick(data as TData) };
}

/** What a save is told besides the values: the record edited and the conflict it overrides. */
export interface SaveContext<TRow> {
  /** null when adding. */
  editing: TRow | null;
  /** Set when the user chose to overwrite a newer version (send `overwrite.version`). */
  overwrite: ConflictInfo | null;
}

export interface CrudSectionConfig<TRow, TPayload> {
  /** The list's query options from the section's API module; `page` for server paging. */
  list: (page: PageQuery) => ListQuery<TRow>;
  rowKey: (row: TRow) => string;
  /** Refreshed after a save or a removal (a prefix key refreshes every page). */
  invalidate: QueryKey;
  /**
   * The API module's save (add and edit; a section without a form adds with no values); rejects
   * with the http client's ApiError. Without it nothing is added or edited here (a list of records
   * made elsewhere, e.g. upgrade tasks started from the devices).
   */
  save?: (payload: TPayload, context: SaveContext<TRow>) => Promise<unknown>;
  /** The API module's removal; without it the rows offer no delete. */
  remove?: (row: TRow) => Promise<unknown>;
  /** The write call asked of the role table (`src/contract/permissions.ts`), e.g. 'POST user/add'. */
  writeCall: `POST ${string}`;
  /** Rows per page when the list is paged here (default 20); a server page brings its own. */
  pageSize?: number;
  /** The list's filter (e.g. a search's words): a new one starts again at page 1. */
  filterKey?: string;
  messages: {
    /** Or by what was saved: an added record (null) or an edited one. */
    saved?: string | ((editing: TRow | null) => string);
    removed?: string;
    /** The delete confirmation of one row (names it); rows offer delete only with `remove` and it. */
    confirmRemove?: (row: TRow) => string;
  };
}

const asList = <TRow>(data: unknown) => data as ListAnswer<TRow>;

/** The open form: null closed, `{ row: null }` adding, `{ row }` editing. */
export type Editing<TRow> = { row: TRow | null } | null;

/**
 * The state of a CRUD settings list: the (paged) rows, who may write, the open form, the save
 * (kept open with what was typed when it fails; a 409 becomes `conflict`) and the confirmed
 * removal. `<CrudSection>` renders it; a section with its own layout may use it directly.
 */
export function useCrudSection<TRow, TPayload>(config: CrudSectionConfig<TRow, TPayload>) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const canEdit = useMayCall('POST', config.writeCall.slice('POST '.length));
  const size = config.pageSize ?? 20;
  const [current, setCurrent] = useState(1);
  const [editing, setEditingState] = useState<Editing<TRow>>(null);
  const [conflict, setConflict] = useState<ConflictInfo | null>(null);
  const [savedCount, setSavedCount] = useState(0);
  const [filterKey, setFilterKey] = useState(config.filterKey);
  if (filterKey !== config.filterKey) {
    setFilterKey(config.filterKey);
    setCurrent(1);
  }
  const { select = asList<TRow>, ...listQuery } = config.list({ current, size });
  const query = useQuery<unknown, Error, ListAnswer<TRow>>({
    ...listQuery,
    select,
    placeholderData: keepPreviousData,
  });
  const answer = query.data;
  const paged = Array.isArray(answer)
    ? { rows: answer.slice((current - 1) * size, current * size), total: answer.length }
    : { rows: answer?.records, total: answer?.total ?? 0 };
  const refresh = () => client.invalidateQueries({ queryKey: config.invalidate });

  const save = useMutation({
    mutationFn: ({ payload, overwrite }: { payload: TPayload; overwrite: ConflictInfo | null }) =>
      config.save ? config.save(payload, { editing: editing?.row ?? null, overwrite }) : Promise.resolve(),
    onSuccess: () => {
      const { saved } = config.messages;
      if (saved) notify.success(typeof saved === 'string' ? saved : saved(editing?.row ?? null));
      setEditingState(null);
      setConflict(null);
      setSavedCount((n) => n + 1);
      void refresh();
    },
    // The form stays open with what was typed; the http client has shown the server's message.
    onError: (error) => setConflict(conflictOf(error)),
  });
  const removal = useMutation({
    mutationFn: (row: TRow) => config.remove!(row),
    onSuccess: () => {
      if (config.messages.removed) notify.success(config.messages.removed);
      // The last row of the last page gone: step back a page.
      if (paged.rows?.length === 1 && current > 1) setCurrent(current - 1);
      void refresh();
    },
    // A row saved since it was read (409, the http client said who and when): show it as stored.
    onError: (error) => {
      if (conflictOf(error)) void refresh();
    },
  });

  const setEditing = (next: Editing<TRow>) => {
    setConflict(null);
    save.reset();
    setEditingState(next);
  };
  /** Fetches the list again and answers the edited record as stored now (null if gone). */
  const reload = async (): Promise<TRow | null> => {
    const row = editing?.row;
    await refresh();
    setConflict(null);
    if (!row) return null;
    const fresh = client.getQueryData(listQuery.queryKey);
    const now = fresh === undefined ? undefined : select(fresh);
    const rows = Array.isArray(now) ? now : (now?.records ?? []);
    const stored = rows.find((r) => config.rowKey(r) === config.rowKey(row)) ?? null;
    if (stored) setEditingState({ row: stored });
    return stored;
  };

  const { confirmRemove } = config.messages;
  return {
    query,
    rows: paged.rows,
    paging: { current, size, total: paged.total, onChange: setCurrent },
    canEdit,
    /** Why writing is refused (hover text and note), undefined when it is allowed. */
    readOnlyReason: canEdit ? undefined : t('permission.adminOnly'),
    editing,
    setEditing,
    saving: save.isPending,
    /** Successful saves so far: the key of an always-open form, so each save starts it afresh. */
    savedCount,
    submit: (payload: TPayload) => save.mutate({ payload, overwrite: null }),
    conflict,
    overwrite: (payload: TPayload) => save.mutate({ payload, overwrite: conflict }),
    reload,
    removing: removal.isPending,
    remove:
      config.remove && confirmRemove
        ? async (row: TRow) => {
            if (removal.isPending) return;
            if (await confirm(confirmRemove(row), { danger: true })) removal.mutate(row);
          }
        : undefined,
  };
}

export type CrudState<TRow, TPayload> = ReturnType<typeof useCrudSection<TRow, TPayload>>;
