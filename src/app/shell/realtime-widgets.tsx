import type { ComponentType } from 'react';

/*
 * The connection status and traffic indicator belong to the realtime pipeline
 * (src/components/realtime/). They are picked up by file name so the shell builds whether or not
 * they have been delivered yet; each renders nothing when absent.
 */
const widgets = import.meta.glob<ComponentType>(
  ['../../components/realtime/connection-status.tsx', '../../components/realtime/traffic-indicator.tsx'],
  { eager: true, import: '*' },
) as unknown as Record<string, Record<string, ComponentType | undefined>>;

function pick(file: string, name: string): ComponentType {
  return widgets[`../../components/realtime/${file}`]?.[name] ?? (() => null);
}

export const ConnectionStatus = pick('connection-status.tsx', 'ConnectionStatus');
export const TrafficIndicator = pick('traffic-indicator.tsx', 'TrafficIndicator');
