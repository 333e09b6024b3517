import { Toaster as SonnerToaster } from 'sonner';
import { usePreferences } from '@/stores/preferences';

export { notify } from '@/lib/notify';

/** The toast outlet, themed with the console; mounted once by the app providers. */
export function Toaster() {
  const theme = usePreferences((s) => s.theme);
  return (
    <SonnerToaster
      theme={theme === 'light' ? 'light' : 'dark'}
      position="top-center"
      richColors
      closeButton
    />
  );
}
