/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { RouteResponse } from '../api/route';
import type { LatLng } from '../components/map';
import { ExternalLink } from './external-link';
import { formatDistance, formatDuration } from './format';
import { directionsUrl } from './links';

const BLOCK = 'wp-block-immo-wizards-route-planner';

interface RouteSummaryProps {
	start: LatLng;
	route: RouteResponse;
	onOpen: () => void;
}

/**
 * Distance and driving time of the planned route, and the route in OpenStreetMap's directions.
 *
 * @param props        Props.
 * @param props.start  The start point.
 * @param props.route  The planned route; its office is the destination the server routed to.
 * @param props.onOpen Called when the visitor opens the route (a click, Enter, a middle click).
 */
export function RouteSummary( { start, route, onOpen }: RouteSummaryProps ) {
	return (
		<div className={ `${ BLOCK }__summary` }>
			<dl className={ `${ BLOCK }__facts` }>
				<div className={ `${ BLOCK }__fact` }>
					<dt>{ __( 'Distance', 'immo-wizards' ) }</dt>
					<dd>{ formatDistance( route.distance ) }</dd>
				</div>
				<div className={ `${ BLOCK }__fact` }>
					<dt>{ __( 'Driving time', 'immo-wizards' ) }</dt>
					<dd>{ formatDuration( route.duration ) }</dd>
				</div>
			</dl>
			<ExternalLink
				className={ `${ BLOCK }__directions` }
				href={ directionsUrl( start, route.office ) }
				onOpen={ onOpen }
			>
				{ __( 'Open route in OpenStreetMap', 'immo-wizards' ) }
			</ExternalLink>
		</div>
	);
}
