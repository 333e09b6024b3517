// @vitest-environment jsdom
// Issue 34: the container's environment cards (powerSys, cluster view and container view) render
// only when a card shows something new. Every 1 Hz env message moves the temperatures in their
// hidden digits and the message's clock: such a message renders neither the cards nor a card.
import { beforeEach, describe, expect, it } from 'vitest';
import type { EnvRealtime } from '@/contract/realtime-payloads';
import { renderCountSetup } from '../render-count-setup';

const { act, render, applyBatch, resetRealtimeStore, topics, probe } = await renderCountSetup();
const { EnvCards } = await import('@/features/power-sys/env-cards');
const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');

const SITE = 'WZ001';
type Card = EnvRealtime['cards'][number];

const ac = (temp: number, run: number): Card => ({
  envId: 1,
  kind: 'airConditioner',
  nameZh: '空调',
  nameEn: 'Air conditioner',
  fields: [
    { identifier: '1:temp', nameZh: '温度', nameEn: 'Temperature', value: temp, unit: '℃' },
    {
      identifier: '1:run',
      nameZh: '运行状态',
      nameEn: 'Running state',
      value: run,
      dict: { '0': { zh: '停机', en: 'Stopped' }, '1': { zh: '运行', en: 'Running' } },
    },
  ],
});
const fire = (value: number): Card => ({
  envId: 2,
  kind: 'fire',
  nameZh: '消防',
  nameEn: 'Fire',
  fields: [{ identifier: '2:fire', nameZh: '火警', nameEn: 'Fire alarm', value }],
});

let seq = 0;
const send = (cards: Card[]) =>
  act(() =>
    applyBatch({
      seq: ++seq,
      state: 'connected',
      topics: [
        {
          topic: topics.env(SITE, 1),
          value: { ts: seq, containerNo: 1, cards } satisfies EnvRealtime,
          receivedAt: Date.now(),
        },
      ],
    }),
  );

function view() {
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  return render(
    <QueryClientProvider client={queries}>
      <EnvCards site={SITE} containerNo={1} />
    </QueryClientProvider>,
  );
}

beforeEach(() => resetRealtimeStore());

describe('env cards: render what they show', () => {
  it('a message that changes no displayed value renders no env card; a shown change renders its card alone', () => {
    const v = view();
    send([ac(25.31, 1), fire(0)]);
    expect(v.container.textContent).toContain('25.3 ℃');
    probe().reset();
    // New objects, a new clock, the temperature moved in its hidden digits: nothing shown changed.
    send([ac(25.33, 1), fire(0)]);
    send([ac(25.34, 1), fire(0)]);
    expect(probe().read().renders).toBe(0);
    // The temperature reaches the next shown tenth: the cards and that one card render.
    send([ac(25.36, 1), fire(0)]);
    expect(probe().read().byComponent.EnvCards).toBe(1);
    expect(probe().read().byComponent.EnvCard).toBe(1);
    expect(v.container.textContent).toContain('25.4 ℃');
  });

  it('a coded value and a fire alarm render at once, shown as such', () => {
    const v = view();
    send([ac(25.31, 1), fire(0)]);
    expect(v.container.textContent).toContain('运行状态运行'); // the preference's language: zh;
    send([ac(25.31, 0), fire(0)]);
    expect(v.container.textContent).toContain('运行状态停机');
    probe().reset();
    // A fire sensor's raw value off 0 is an alarm even where its shown number reads the same.
    send([ac(25.31, 0), fire(0.01)]);
    expect(probe().read().byComponent.EnvCard).toBe(1);
    const dd = v.container.querySelector('[data-kind="fire"] dd')!;
    expect(dd.className).toContain('text-danger');
  });
});
