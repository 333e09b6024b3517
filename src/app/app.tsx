import type { QueryClient } from '@tanstack/react-query';
import { Providers } from './providers';
import { AppRoutes } from './routes';

export function App({ client }: { client: QueryClient }) {
  return (
    <Providers client={client}>
      <AppRoutes />
    </Providers>
  );
}
