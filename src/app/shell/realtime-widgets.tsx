import type { ComponentType } from 'react';

/*
 * The connection status and traffic indicator belong to the realtime pipeline
 * (src/components/realtime/, src/widgets/realtime/). They are picked up by file name so the shell
 * builds whether or not they have been delivered yet; each renders nothing when absent.
 */
const widgets = import.meta.glob<ComponentType>(
  ['../../components/realtime/connection-status.tsx', '../../widgets/realtime/traffic-indicator.tsx'],
  { eager: true, import: '*' },
) as unknown as Record<string, Record<string, ComponentType | undefined>>;

function pick(file: string, name: string): ComponentType {
  return widgets[`../../${file}`]?.[name] ?? (() => null);
}

export const ConnectionStatus = pick('components/realtime/connection-status.tsx', 'ConnectionStatus');
export const TrafficIndicator = pick('widgets/realtime/traffic-indicator.tsx', 'TrafficIndicator');
