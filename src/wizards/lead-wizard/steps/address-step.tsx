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
import { useGeocoder } from '../use-geocoder';
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
	// The geocoder's failure, shown in this step only (it must not follow the visitor on).
	const [ geocoderError, setGeocoderError ] = useState( '' );
	const [ locating, setLocating ] = useState( false );
	const latest = useRef( address );
	latest.current = address;
	const geocoder = useGeocoder();

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
		const { found, error, replaced } = await geocoder.addressAt( {
			lat,
			lng,
		} );
		if ( replaced ) {
			return;
		}
		setGeocoderError( error );
		if ( found ) {
			// The address of the point, but the point stays where it was set.
			update( { ...found, lat, lng } );
		} else {
			// No address for the point: the visitor can type it.
			setManualOpen( true );
		}
	};

	/**
	 * On to the next step. An address typed by hand gets its point from the geocoder when it knows
	 * the address; without one (geocoder down, street unknown) the address goes on as typed.
	 */
	const proceed = async () => {
		if ( thirdParty && ! hasCoordinates( latest.current ) ) {
			setLocating( true );
			const { found, replaced } = await geocoder.pointOf(
				latest.current
			);
			setLocating( false );
			if ( replaced ) {
				// A point set on the map meanwhile, or the step left.
				return;
			}
			if ( found ) {
				update( { ...latest.current, ...found } );
			}
		}
		onNext();
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
					onSelect={ ( feature ) => {
						setGeocoderError( '' );
						update( addressFromFeature( feature ) );
					} }
				/>
			) }
			{ thirdParty && (
				// In place before the failure, so that screen readers announce it.
				<p className={ `${ BLOCK }__geocoder-error` } role="status">
					{ geocoderError }
				</p>
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
				{ isAddressComplete( address ) && (
					<button
						type="button"
						className={ `${ BLOCK }__button ${ BLOCK }__button--primary` }
						disabled={ locating }
						aria-busy={ locating }
						onClick={ proceed }
					>
						{ locating && (
							<span
								className={ `${ BLOCK }__spinner` }
								aria-hidden="true"
							/>
						) }
						{ __( 'Enter details', 'immo-wizards' ) }
					</button>
				) }
			</div>
		</>
	);
}
