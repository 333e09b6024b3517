import { useTranslation } from 'react-i18next';
import { PRICE_MESSAGES, type PriceIssue, type PriceMessageKey } from '@/contract/api/price-validation';

/** Renders a shared price validation issue in the console's language (`price:validation.*`). */
function usePriceIssueText(): (issue: PriceIssue) => string {
  const { t } = useTranslation('price');
  return (issue) => t(`validation.${issue.key}`, issue.params);
}

/**
 * The same for an issue of a price schema as a CRUD form reads it (the message is the key; a
 * key outside PRICE_MESSAGES reads as 'required', as `toPriceIssues` does for the simulator).
 */
export function usePriceSchemaIssueText(): (issue: {
  path: PropertyKey[];
  message: string;
  params: PriceIssue['params'];
}) => string {
  const text = usePriceIssueText();
  return ({ path, message, params }) =>
    text({
      path: path as PriceIssue['path'],
      key: (message in PRICE_MESSAGES ? message : 'required') as PriceMessageKey,
      params,
    });
}
