/**
 * Step "Office and address": the address from the plugin's geocoder (or typed in when it is not
 * reachable), the pin on the map, and the office's name.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { AddressSearch } from '../../components/address-search';
import {
	addressFromFeature,
	featureLabel,
} from '../../wizards/lead-wizard/address-text';
import { officeTab } from '../settings/fields';
import { OfficeMap } from '../settings/office-map';
import { SettingsFields, type SettingsState } from './settings-fields';

const FIELDS = [
	'office_name',
	'office_street',
	'office_number',
	'office_zip',
	'office_city',
];

export function OfficeStep( {
	settings,
	onSaved,
}: {
	settings: SettingsState;
	onSaved: () => void;
} ) {
	const { draft, setDraft } = settings;
	if ( ! draft ) {
		return null;
	}
	const values = draft.immo_wizards_settings;
	const update = ( changes: Partial< typeof values > ) =>
		setDraft( {
			...draft,
			immo_wizards_settings: { ...values, ...changes },
		} );
	const specs = officeTab().fields.filter( ( spec ) =>
		FIELDS.includes( spec.key )
	);
	return (
		<SettingsFields
			settings={ settings }
			specs={ specs }
			onSaved={ onSaved }
			before={
				<AddressSearch
					label={ __( 'Search the address', 'immo-wizards' ) }
					selectedText=""
					getOptionLabel={ featureLabel }
					onSelect={ ( feature ) => {
						const address = addressFromFeature( feature );
						update( {
							office_street: address.street ?? '',
							office_number: address.number ?? '',
							office_zip: address.zip ?? '',
							office_city: address.city ?? '',
							...( address.lat !== undefined &&
							address.lng !== undefined
								? {
										office_lat: address.lat,
										office_lng: address.lng,
									}
								: {} ),
						} );
					} }
				/>
			}
			after={ <OfficeMap values={ values } onPick={ update } /> }
		/>
	);
}
