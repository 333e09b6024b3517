import { useEffect } from 'react';
import { Toaster as SonnerToaster, toast } from 'sonner';
import { registerToaster } from '@/lib/notify';
import { usePreferences } from '@/stores/preferences';

/**
 * The toast library's outlet, themed with the console; a lazy chunk (see toast.tsx). Toasts show
 * at the bottom centre: at the top centre they covered the header's controls and the L1 alarm
 * banner below it right after an acknowledgement (issue 30: the banner stays visible). The bottom
 * right belongs to the alarm popup and the export tray, which the centre leaves clear at 1280.
 */
export function ToastOutlet() {
  const theme = usePreferences((s) => s.theme);
  // After the library's own effect (children's effects run first): it listens now.
  useEffect(() => {
    registerToaster(toast);
    return () => registerToaster(null);
  }, []);
  return (
    <SonnerToaster
      theme={theme === 'light' ? 'light' : 'dark'}
      position="bottom-center"
      richColors
      closeButton
    />
  );
}
