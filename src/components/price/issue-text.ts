import { useTranslation } from 'react-i18next';
import type { PriceIssue } from '@/contract/api/price-validation';

/** Renders a shared price validation issue in the console's language (`price:validation.*`). */
export function usePriceIssueText(): (issue: PriceIssue) => string {
  const { t } = useTranslation('price');
  return (issue) => t(`validation.${issue.key}`, issue.params);
}
