import type { Column } from '@/components/data-table';
import type { OperationLog } from '@/contract/api/oplog';
import { formatDate } from '@/lib/format/date';
import { EMPTY } from '@/lib/format/number';
import type { Language } from '@/lib/i18n/languages';
import { changeLines, type ChangeT } from './log-changes';
import { operationName } from './log-query';

const head = (value: string) => <span className="whitespace-nowrap">{value}</span>;

/** Columns of the operation log; every value is a text node. Parameters, the longest, come last. */
export function logColumns(t: ChangeT, language: Language): Column<OperationLog>[] {
  const text = (value: string | null | undefined) => (value ? value : EMPTY);
  return [
    {
      key: 'operateTime',
      header: head(t('field.operateTime')),
      render: (l) => <span className="whitespace-nowrap">{formatDate(l.operateTime, language)}</span>,
    },
    {
      key: 'site',
      header: head(t('field.site')),
      // Station-wide calls (users, configuration, logins) are listed for every site.
      render: (l) => (
        <span className={`whitespace-nowrap ${l.site ? '' : 'text-muted'}`}>{l.site || t('allSites')}</span>
      ),
    },
    {
      key: 'account',
      header: head(t('field.account')),
      render: (l) => <span className="whitespace-nowrap">{text(l.account)}</span>,
    },
    {
      key: 'summary',
      header: head(t('field.summary')),
      // The translated operation; the raw request line only as its tooltip, for support staff.
      render: (l) => (
        <span title={`${l.method} ${l.path}`} className="block max-w-xs min-w-32 break-words">
          {text(operationName(l))}
        </span>
      ),
    },
    {
      key: 'result',
      header: head(t('field.result')),
      render: (l) => (
        <span className={l.result === 'success' ? 'text-success' : 'text-danger'}>
          {t(l.result === 'success' ? 'result.success' : 'result.failure')}
        </span>
      ),
    },
    {
      key: 'changes',
      header: head(t('field.changes')),
      // What a setting call changed, worded (issue 30); empty for calls that noted nothing.
      render: (l) => {
        const lines = changeLines(t, l);
        return lines ? (
          // Wide enough for 'Label: before → after' on one line mostly (it wrapped at 160 px).
          <ul className="min-w-56 space-y-0.5" data-testid="oplog-changes">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          EMPTY
        );
      },
    },
    {
      key: 'msg',
      header: head(t('field.msg')),
      // '操作成功' stays on one line (it wrapped to two at 1280).
      render: (l) => <span className="block min-w-20 break-words">{text(l.msg)}</span>,
    },
    {
      key: 'ip',
      header: head(t('field.ip')),
      render: (l) => <span className="font-mono text-xs">{text(l.ip)}</span>,
    },
    {
      key: 'params',
      header: head(t('field.params')),
      // Long parameter lists are cut in the row; the whole text is in the tooltip. A call whose
      // changes are worded shows its raw parameters only there.
      render: (l) => (
        <span title={l.params} className="block max-w-64 truncate font-mono text-xs">
          {l.changes === undefined ? text(l.params) : EMPTY}
        </span>
      ),
    },
  ];
}
