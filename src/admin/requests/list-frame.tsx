/**
 * What the inbox's two lists share: their load error above the table and the DataViews props of a
 * page loaded from the server.
 */
/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Notice } from '@wordpress/components';

/**
 * Internal dependencies
 */
import { PER_PAGE_SIZES } from './url-state';
import type { PageQuery } from '../use-page-query';

/**
 * A list's frame: the load error (the server's message) above the list.
 *
 * @param props          Frame.
 * @param props.error    The load error.
 * @param props.children Notices and the list.
 */
export function ListFrame( {
	error,
	children,
}: {
	error: string | null;
	children: ReactNode;
} ) {
	return (
		<div className="immo-wizards-requests__list">
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			{ children }
		</div>
	);
}

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
