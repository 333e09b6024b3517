import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecoveries } from '@/realtime/use-offline';
import { Button } from './button';

function PanelError({ name, onRetry }: { name?: string; onRetry: () => void }) {
  const { t } = useTranslation('monitor');
  return (
    <div
      role="alert"
      data-testid="panel-error"
      data-panel={name}
      className="flex flex-col items-center justify-center gap-2 rounded-lg border border-danger/50 bg-surface p-4 text-sm"
    >
      <span className="text-danger">{t('panel.failed')}</span>
      <Button onClick={onRetry}>{t('panel.retry')}</Button>
    </div>
  );
}

interface Props {
  children: ReactNode;
  /** Names the panel in the error (data-panel) and in the console log. */
  name?: string;
  /** A change clears the error (the live data recovered). */
  resetKey: number;
}

class Boundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error(`[console] panel ${this.props.name ?? ''} failed and was contained:`, error);
  }

  componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  render() {
    if (this.state.error)
      return <PanelError name={this.props.name} onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}

/**
 * One panel's own error boundary: a panel that throws shows a retry in its place and the rest of
 * the page keeps working; when live data comes back after an outage it retries by itself.
 */
export function PanelBoundary({ children, name }: { children: ReactNode; name?: string }) {
  const recoveries = useRecoveries();
  return (
    <Boundary name={name} resetKey={recoveries}>
      {children}
    </Boundary>
  );
}
