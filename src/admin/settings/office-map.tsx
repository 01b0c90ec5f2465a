/**
 * The office's position picked on the map (click or drag the marker). The latitude and longitude
 * fields above stay the accessible way to enter it; the map follows them and they follow the map.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { PluginSettings } from '../../api/settings';
import { LocationMap, type LatLng } from '../../components/map';
import {
	normaliseSharedConfig,
	type MapConfig,
} from '../../host/shared-config';

/** Street level: the office is one house. */
const OFFICE_ZOOM = 16;

/**
 * Seven decimals are about a centimetre: enough for a front door.
 * @param value
 */
const round = ( value: number ) => Math.round( value * 1e7 ) / 1e7;

/**
 * A coordinate as typed (decimal comma allowed) or stored.
 *
 * @param value The field's value.
 */
function toNumber( value: unknown ): number {
	return typeof value === 'number'
		? value
		: parseFloat( String( value ).replace( ',', '.' ) );
}

/**
 * The office's point from the fields, null while they hold no valid coordinates.
 *
 * @param values The settings on screen.
 */
export function officePosition( values: PluginSettings ): LatLng | null {
	const lat = toNumber( values.office_lat );
	const lng = toNumber( values.office_lng );
	return Math.abs( lat ) <= 90 && Math.abs( lng ) <= 180
		? { lat, lng }
		: null;
}

export function OfficeMap( {
	values,
	onPick,
}: {
	values: PluginSettings;
	onPick: (
		changes: Pick< PluginSettings, 'office_lat' | 'office_lng' >
	) => void;
} ) {
	const position = officePosition( values );
	// The tile settings on screen; gaps (no position, no attribution) get the shared defaults.
	const partial: Partial< MapConfig > = {
		center: position ? [ position.lat, position.lng ] : undefined,
		zoom: OFFICE_ZOOM,
		tileUrl: values.tile_url,
		attribution: values.tile_attribution || undefined,
	};
	const { map } = normaliseSharedConfig( { map: partial as MapConfig } );
	return (
		<div className="immo-wizards-settings__field">
			<p className="immo-wizards-settings__label">
				{ __(
					'Click the map or drag the marker to set the office position.',
					'immo-wizards'
				) }
			</p>
			<LocationMap
				{ ...map }
				position={ position }
				label={ __( 'Office position', 'immo-wizards' ) }
				onPick={ ( point ) =>
					onPick( {
						office_lat: round( point.lat ),
						office_lng: round( point.lng ),
					} )
				}
			/>
		</div>
	);
}
