/**
 * External dependencies
 */
import type { ReactElement } from 'react';

/**
 * Internal dependencies
 */
import { BLOCK } from './block';

interface CardListProps< T > {
	/** null while loading (or after a failure, which the snackbar reported). */
	items: T[] | null;
	/** Shown when the list is empty. */
	empty: string;
	/** Accessible name of the list. */
	label: string;
	renderItem: ( item: T ) => ReactElement;
	className?: string;
}

/**
 * Cards two per row (one on narrow screens), or the empty-state text.
 *
 * @param props The props.
 */
export function CardList< T >( props: CardListProps< T > ) {
	const { items, empty, label, renderItem, className = '' } = props;
	if ( items === null ) {
		return null;
	}
	if ( ! items.length ) {
		return <p className={ `${ BLOCK }__empty` }>{ empty }</p>;
	}
	return (
		<ul
			className={ `${ BLOCK }__cards ${ className }` }
			aria-label={ label }
		>
			{ items.map( ( item ) => {
				const card = renderItem( item );
				return <li key={ card.key }>{ card }</li>;
			} ) }
		</ul>
	);
}
