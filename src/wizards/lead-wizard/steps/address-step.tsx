/**
 * WordPress dependencies
 */
import { useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { AddressSearch } from '../../../components/address-search';
import { FeatureDisabled } from '../../../components/feature-disabled';
import { LocationMap, type LatLng } from '../../../components/map';
import { BackButton } from '../../shared/back-button';
import { StepHeading } from '../../shared/step-heading';
import { addressFromFeature, featureLabel, withText } from '../address-text';
import { addressTitle } from '../labels';
import { hasCoordinates, isAddressComplete } from '../step-rules';
import type { Address, Category, MapConfig } from '../types';
import { useReverseGeocode } from '../use-reverse-geocode';
import { ManualAddressFields, type ManualAddress } from './manual-address';

interface AddressStepProps {
	category?: Category;
	address: Address;
	onChange: ( address: Address ) => void;
	/** Consent to the third-party map and geocoder. */
	thirdParty: boolean;
	map: MapConfig;
	onNext: () => void;
	onBack?: () => void;
}

const BLOCK = 'wp-block-immo-wizards-lead-wizard';

export function AddressStep( {
	category,
	address,
	onChange,
	thirdParty,
	map,
	onNext,
	onBack,
}: AddressStepProps ) {
	const located = hasCoordinates( address );
	const [ manualOpen, setManualOpen ] = useState(
		() => ! located && !! ( address.street || address.zip || address.city )
	);
	const [ focusManual, setFocusManual ] = useState( false );
	const latest = useRef( address );
	latest.current = address;
	const lookUp = useReverseGeocode();

	const update = ( next: Address ) => {
		latest.current = withText( next );
		onChange( latest.current );
	};

	const openManual = () => {
		setFocusManual( true );
		setManualOpen( true );
	};

	const pick = async ( { lat, lng }: LatLng ) => {
		update( { ...latest.current, lat, lng } );
		const found = await lookUp( lat, lng );
		if ( found ) {
			// The address of the point, but the point stays where it was set.
			update( { ...found, lat, lng } );
		}
	};

	const typed = ( parts: ManualAddress ) =>
		update( { ...latest.current, ...parts } );

	const showManual = manualOpen || ! thirdParty;

	return (
		<>
			<StepHeading className={ `${ BLOCK }__title` }>
				{ addressTitle( category ) }
			</StepHeading>
			{ thirdParty && (
				<AddressSearch
					className={ `${ BLOCK }__search` }
					label={ __( 'Search address', 'immo-wizards' ) }
					selectedText={ address.text ?? '' }
					getOptionLabel={ featureLabel }
					onSelect={ ( feature ) =>
						update( addressFromFeature( feature ) )
					}
				/>
			) }
			{ thirdParty && ! showManual && ! located && (
				<button
					type="button"
					className={ `${ BLOCK }__link-button` }
					onClick={ openManual }
				>
					{ __( 'Enter address manually', 'immo-wizards' ) }
				</button>
			) }
			{ showManual && (
				<ManualAddressFields
					address={ address }
					onChange={ typed }
					focusOnShow={ focusManual }
				/>
			) }
			{ thirdParty ? (
				<LocationMap
					center={ map.center }
					zoom={ map.zoom }
					tileUrl={ map.tileUrl }
					attribution={ map.attribution }
					position={
						located
							? {
									lat: address.lat as number,
									lng: address.lng as number,
								}
							: null
					}
					onPick={ pick }
					label={ __(
						'Map: click to set the location',
						'immo-wizards'
					) }
				/>
			) : (
				<FeatureDisabled />
			) }
			<div className={ `${ BLOCK }__actions` }>
				{ onBack && <BackButton block={ BLOCK } onClick={ onBack } /> }
				{ thirdParty && located && ! showManual && (
					<button
						type="button"
						className={ `${ BLOCK }__button ${ BLOCK }__button--secondary` }
						onClick={ openManual }
					>
						{ __( 'Enter further details', 'immo-wizards' ) }
					</button>
				) }
				{ isAddressComplete( address, thirdParty ) && (
					<button
						type="button"
						className={ `${ BLOCK }__button ${ BLOCK }__button--primary` }
						onClick={ onNext }
					>
						{ __( 'Enter details', 'immo-wizards' ) }
					</button>
				) }
			</div>
		</>
	);
}
