import type { Column } from '@/components/data-table';
import type { OperationLog } from '@/contract/api/oplog';
import { formatDate } from '@/lib/format/date';
import { EMPTY } from '@/lib/format/number';
import type { Language } from '@/lib/i18n/languages';
import { changeLines, type ChangeT } from './log-changes';
import { operationName } from './log-query';

const head = (value: string) => <span className="whitespace-nowrap">{value}</span>;

/** The date and the time of a 'yyyy-mm-dd hh:mm:ss' text, each kept whole: they wrap between. */
function dateTime(text: string) {
  const at = text.lastIndexOf(' ');
  if (at < 0) return <span className="whitespace-nowrap">{text}</span>;
  return (
    <>
      <span className="whitespace-nowrap">{text.slice(0, at)}</span>{' '}
      <span className="whitespace-nowrap">{text.slice(at + 1)}</span>
    </>
  );
}

/**
 * Columns of the operation log; every value is a text node. The table fits its box at 1280 in the
 * wall skin (issue 30: it scrolled sideways): the time wraps between date and time, the worded
 * changes and the message wrap. The call's raw parameters (`a=1&b=2`) are not shown (issue 30):
 * the operation names its key facts in words ('新增用户（账号 bob，角色 操作员）', the server's
 * summary) and a setting's changes are worded in their column.
 */
export function logColumns(t: ChangeT, language: Language): Column<OperationLog>[] {
  const text = (value: string | null | undefined) => (value ? value : EMPTY);
  return [
    {
      key: 'operateTime',
      header: head(t('field.operateTime')),
      render: (l) => dateTime(formatDate(l.operateTime, language)),
    },
    {
      key: 'site',
      header: head(t('field.site')),
      // Station-wide calls (users, configuration, logins) are listed for every site.
      render: (l) => (
        <span className={l.site ? 'whitespace-nowrap' : 'whitespace-nowrap text-muted'}>
          {l.site || t('allSites')}
        </span>
      ),
    },
    {
      key: 'account',
      // The caller's address under the account, not a column of its own (one column less to fit).
      header: (
        <>
          {head(t('field.account'))} / {head(t('field.ip'))}
        </>
      ),
      render: (l) => (
        <>
          <span className="block whitespace-nowrap">{text(l.account)}</span>
          <span className="block font-mono text-xs text-muted">{text(l.ip)}</span>
        </>
      ),
    },
    {
      key: 'summary',
      header: head(t('field.summary')),
      // The translated operation with its worded facts; the raw request line only as its tooltip,
      // for support staff.
      render: (l) => (
        <span title={`${l.method} ${l.path}`} className="block max-w-md min-w-[6em] wrap-anywhere">
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
          // 'Label: before → after' on one line mostly at 1920; it wraps at 1280.
          <ul className="min-w-[7em] space-y-0.5 wrap-anywhere" data-testid="oplog-changes">
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
      // '操作成功' stays on one line (it wrapped to two at 1280): 4em is four characters.
      render: (l) => <span className="block min-w-[4em] wrap-anywhere">{text(l.msg)}</span>,
    },
  ];
}
