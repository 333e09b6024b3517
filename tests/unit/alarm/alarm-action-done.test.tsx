// @vitest-environment jsdom
// The acknowledged alarm's banner line (or popup card) often goes before the station's answer: the
// realtime alarm list drops it first. "Alarm acknowledged" must still be said (a callback given
// to mutate() dies with its component; CI's alarm-banner journey found no toast).
import { describe, expect, it, vi } from 'vitest';
import { makeAlarmRecord } from '../realtime/payloads';

let answer: ((value: unknown) => void) | undefined;
vi.mock('@/api/http', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  post: () =>
    new Promise((resolve) => {
      answer = resolve;
    }),
}));

const { act, render } = await import('@testing-library/react');
const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
const { useAlarmAction } = await import('@/api/alarm');

describe('useAlarmAction', () => {
  it('runs onDone when the station has acknowledged, also after the asking button is gone', async () => {
    const done = vi.fn();
    let ack: ((id: string) => void) | undefined;
    function Line() {
      const acknowledge = useAlarmAction('acknowledge', done);
      ack = (id) => acknowledge.mutate(id);
      return <button type="button">Acknowledge</button>;
    }
    const view = render(
      <QueryClientProvider client={new QueryClient()}>
        <Line />
      </QueryClientProvider>,
    );
    act(() => ack!('7'));
    await vi.waitFor(() => expect(answer).toBeDefined());
    // The line leaves the screen before the answer arrives.
    view.unmount();
    await act(async () => {
      answer!(makeAlarmRecord({ id: '7', status: 'acknowledged' }));
      await Promise.resolve();
    });
    await vi.waitFor(() => expect(done).toHaveBeenCalledTimes(1));
  });
});
