import type { ProductTextsContent } from '@orioni/contracts/content';
import type { ProductListLabels } from '@/components/ui/product-list';
import { useContentSingle, useSettings } from '@/lib/content-hooks';
import { CONTENT } from '@orioni/contracts/content-requests';

/** Labels shared by the product lists: settings' common texts and the product period titles. */
export function useCatalogTexts() {
  const settings = useSettings();
  const productTexts = useContentSingle<ProductTextsContent>(CONTENT.productTexts);
  const common = settings.data?.common;
  const labels: ProductListLabels | null =
    common && productTexts.data ? { from: productTexts.data.from, more: common.more, periodTitles: productTexts.data.periodTitles } : null;
  return {
    labels,
    common,
    isPending: settings.isPending || productTexts.isPending,
    isError: settings.isError || productTexts.isError,
    refetch: () => {
      void settings.refetch();
      void productTexts.refetch();
    },
  };
}
