/**
 * Manual mock of the Leaflet module (used by `jest.mock( '…/map/leaflet-map' )` without a
 * factory): a button sets a fixed point.
 */
/**
 * Internal dependencies
 */
import type { LocationMapProps } from '../types';

export const PICKED = { lat: 52.52, lng: 13.405 };

export default function FakeMap( {
	onPick,
	position,
	label,
}: LocationMapProps ) {
	return (
		<div role="region" aria-label={ label }>
			<button type="button" onClick={ () => onPick?.( PICKED ) }>
				Punkt setzen
			</button>
			<output>
				{ position
					? `${ position.lat },${ position.lng }`
					: 'kein Punkt' }
			</output>
		</div>
	);
}
