import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentTariff } from '@/api/price';
import { TariffNowText } from '@/widgets/price/today-prices';
import { QueryState } from '@/components/states';

/** mainSys: the tariff in force (period and price) and the next change, on the station clock. */
export const TariffNow = memo(function TariffNow() {
  const { t } = useTranslation('price');
  const current = useCurrentTariff();
  return (
    <section aria-labelledby="tariff-now-title" className="rounded-lg border border-line bg-surface p-4">
      <h2 id="tariff-now-title" className="mb-2 text-sm font-semibold">
        {t('today.title')}
      </h2>
      <QueryState query={current}>{(tariff) => <TariffNowText tariff={tariff} />}</QueryState>
    </section>
  );
});
