/**
 * WordPress dependencies
 */
import { useId } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { SavedSearchItem } from '../../api/types';
import type { Category } from '../../wizards/shared/types';
import { BLOCK } from '../block';
import {
	locationSummary,
	matchCount,
	objectTypeLine,
	priceRange,
	savedSearchTitle,
} from '../format';
import { DeleteIcon, EditIcon } from '../icons';

interface SavedSearchCardProps {
	search: SavedSearchItem;
	categories: Category[];
	onEdit: () => void;
	onDelete: () => void;
}

/**
 * A saved search: object type (', inaktiv'), title, regions, price range, current matches (active
 * searches only); edit and delete.
 *
 * @param props The props.
 */
export function SavedSearchCard( props: SavedSearchCardProps ) {
	const { search, categories, onEdit, onDelete } = props;
	const titleId = 'immo-wizards-' + useId().replace( /:/g, '' );
	const price = priceRange( search.fields ?? [] );
	const regions = locationSummary( search.locations ?? [] );
	const matches = matchCount( search.matches );
	return (
		<article
			className={ `${ BLOCK }__card${ search.active ? '' : ' is-inactive' }` }
			aria-labelledby={ titleId }
		>
			<div className={ `${ BLOCK }__card-body` }>
				<p className={ `${ BLOCK }__overline` }>
					{ objectTypeLine( search ) }
				</p>
				<h3 id={ titleId } className={ `${ BLOCK }__card-title` }>
					{ savedSearchTitle( search, categories ) }
				</h3>
				{ regions && (
					<p className={ `${ BLOCK }__card-line` }>{ regions }</p>
				) }
				{ price && (
					<p className={ `${ BLOCK }__card-line ${ BLOCK }__price` }>
						{ price }
					</p>
				) }
				{ matches && (
					<p className={ `${ BLOCK }__card-line` }>{ matches }</p>
				) }
			</div>
			<div className={ `${ BLOCK }__card-actions` }>
				<button
					type="button"
					className={ `${ BLOCK }__icon-button` }
					aria-label={ __( 'Edit search profile', 'immo-wizards' ) }
					aria-describedby={ titleId }
					onClick={ onEdit }
				>
					<EditIcon />
				</button>
				<button
					type="button"
					className={ `${ BLOCK }__icon-button` }
					aria-label={ __( 'Delete search profile', 'immo-wizards' ) }
					aria-describedby={ titleId }
					onClick={ onDelete }
				>
					<DeleteIcon />
				</button>
			</div>
		</article>
	);
}
