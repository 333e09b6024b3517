import { memo } from 'react';
import { useControlState } from '@/api/strategy';
import { ControlWhyLine } from '@/components/control-why-line';

/** mainSys: the control mode, the plan and row in force, and why the storage power differs. */
export const ControlWhy = memo(function ControlWhy({ site }: { site: string }) {
  const state = useControlState(site);
  return state.data ? <ControlWhyLine state={state.data} /> : null;
});
