/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { PhotonFeature } from '../api/types';
import { AddressSearch } from '../components/address-search';
import { featureLabel } from '../wizards/lead-wizard/address-text';
import { RouteSummary } from './route-summary';
import type { RouteState } from './use-route';

const BLOCK = 'wp-block-immo-wizards-route-planner';

/**
 * The start-address search and what became of the route: calculating, the summary or the error.
 *
 * @param props             Props.
 * @param props.state       The route's state.
 * @param props.start       The chosen start as text.
 * @param props.onSelect    Called with the chosen start.
 * @param props.onOpenRoute Called when the visitor opens the route in OpenStreetMap.
 */
export function RouteSearch( {
	state,
	start,
	onSelect,
	onOpenRoute,
}: {
	state: RouteState;
	start: string;
	onSelect: ( feature: PhotonFeature ) => void;
	onOpenRoute: () => void;
} ) {
	return (
		<>
			<AddressSearch
				className={ `${ BLOCK }__search` }
				label={ __( 'Your start address', 'immo-wizards' ) }
				selectedText={ start }
				getOptionLabel={ featureLabel }
				onSelect={ onSelect }
			/>
			<div className={ `${ BLOCK }__result` } role="status">
				{ state.status === 'loading' && (
					<p className={ `${ BLOCK }__loading` }>
						{ __( 'Calculating route…', 'immo-wizards' ) }
					</p>
				) }
				{ state.status === 'done' && (
					<RouteSummary
						start={ state.start }
						route={ state.route }
						onOpen={ onOpenRoute }
					/>
				) }
			</div>
			{ state.status === 'error' && (
				<p className={ `${ BLOCK }__error` } role="alert">
					{ state.message }
				</p>
			) }
		</>
	);
}
