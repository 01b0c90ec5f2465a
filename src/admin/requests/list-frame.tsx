/**
 * What the inbox's two lists share: the DataViews props of a page loaded from the server.
 */
/**
 * Internal dependencies
 */
import { PER_PAGE_SIZES } from './url-state';
import type { PageQuery } from '../use-page-query';

/**
 * The DataViews props of a page from the server: items, loading, totals, layouts, page sizes.
 *
 * @param list The page query.
 */
export function pageProps< T extends { id: number } >( list: PageQuery< T > ) {
	return {
		data: list.items,
		isLoading: list.isLoading,
		paginationInfo: {
			totalItems: list.total,
			totalPages: list.totalPages,
		},
		defaultLayouts: { table: {}, list: {} },
		config: { perPageSizes: PER_PAGE_SIZES },
		getItemId: ( item: T ) => String( item.id ),
	};
}
