import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { dataKeys, getDataDevices, getTagTemplates } from '@/api/data';
import type { ChartTag } from '@/contract/api/custom-chart';

/**
 * `<device> · <tag>` of a saved chart's tag for the editor, from the device list and the tag
 * templates (the ids when a real station answers either call code 404).
 */
export function useTagLabels(site: string): (tag: ChartTag) => string {
  const { i18n } = useTranslation();
  const en = i18n.language === 'en';
  const devices = useQuery({ queryKey: dataKeys.devices(site), queryFn: () => getDataDevices(site) }).data;
  const templates = useQuery({
    queryKey: [...dataKeys.templates, 'chart-labels'],
    queryFn: () => getTagTemplates({}, { current: 1, size: 1000 }),
  }).data?.records;
  return useCallback(
    (tag: ChartTag) => {
      const d = devices?.find((x) => x.id === tag.deviceId);
      const x = templates?.find((y) => y.tagNo === tag.tagNo);
      const device = d ? (en ? d.nameEn : d.name) : tag.deviceId;
      const name = x ? (en && x.nameEn ? x.nameEn : x.name) : tag.tagNo;
      return `${device} · ${name}`;
    },
    [devices, templates, en],
  );
}
