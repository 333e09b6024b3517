import { useEffect } from 'react';
import { Toaster as SonnerToaster, toast } from 'sonner';
import { registerToaster } from '@/lib/notify';
import { usePreferences } from '@/stores/preferences';

/** The toast library's outlet, themed with the console; a lazy chunk (see toast.tsx). */
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
      position="top-center"
      richColors
      closeButton
    />
  );
}
