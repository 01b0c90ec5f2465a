/**
 * External dependencies
 */
import { useForm } from 'react-hook-form';

/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { TextInput } from '../../../components/text-input';
import type { Address } from '../types';

export interface ManualAddress {
	street: string;
	number: string;
	zip: string;
	city: string;
}

const KEYS: ( keyof ManualAddress )[] = [ 'street', 'number', 'zip', 'city' ];

function manualPart( address: Address ): ManualAddress {
	return {
		street: address.street ?? '',
		number: address.number ?? '',
		zip: address.zip ?? '',
		city: address.city ?? '',
	};
}

interface ManualAddressFieldsProps {
	address: Address;
	/** Called with the typed parts (never with changes made from outside). */
	onChange: ( parts: ManualAddress ) => void;
	/** Focus the street when the fields appear. */
	focusOnShow?: boolean;
}

const BLOCK = 'wp-block-immo-wizards-lead-wizard';

/**
 * Straße, Haus-Nr., PLZ, Stadt. Follows the address when it is set from the
 * search or the map, and reports what the visitor types.
 *
 * @param props             Component props.
 * @param props.address     The current address.
 * @param props.onChange    Called with the typed parts.
 * @param props.focusOnShow Focus the street when shown.
 */
export function ManualAddressFields( {
	address,
	onChange,
	focusOnShow,
}: ManualAddressFieldsProps ) {
	const values = manualPart( address );
	const { control, watch, reset, getValues, setFocus } =
		useForm< ManualAddress >( { defaultValues: values } );
	const onChangeRef = useRef( onChange );
	onChangeRef.current = onChange;

	useEffect( () => {
		const current = getValues();
		if ( KEYS.some( ( key ) => current[ key ] !== values[ key ] ) ) {
			reset( values );
		}
		// Compare by value: the address object is new on every change.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ values.street, values.number, values.zip, values.city ] );

	useEffect( () => {
		const subscription = watch( ( typed, { type } ) => {
			if ( type === 'change' ) {
				onChangeRef.current( {
					street: typed.street ?? '',
					number: typed.number ?? '',
					zip: typed.zip ?? '',
					city: typed.city ?? '',
				} );
			}
		} );
		return () => subscription.unsubscribe();
	}, [ watch ] );

	useEffect( () => {
		if ( focusOnShow ) {
			setFocus( 'street' );
		}
		// Only when the fields appear.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	// Street and house number on one row, postcode and city on the next (one column on a phone).
	return (
		<div className={ `${ BLOCK }__manual-address` }>
			<div
				className={ `${ BLOCK }__address-row ${ BLOCK }__address-row--street` }
			>
				<TextInput
					control={ control }
					name="street"
					label={ __( 'Street', 'immo-wizards' ) }
					maxLength={ 100 }
				/>
				<TextInput
					control={ control }
					name="number"
					label={ __( 'House no.', 'immo-wizards' ) }
					maxLength={ 20 }
				/>
			</div>
			<div
				className={ `${ BLOCK }__address-row ${ BLOCK }__address-row--city` }
			>
				<TextInput
					control={ control }
					name="zip"
					label={ __( 'Postcode', 'immo-wizards' ) }
					maxLength={ 10 }
					autoComplete="postal-code"
				/>
				<TextInput
					control={ control }
					name="city"
					label={ __( 'City', 'immo-wizards' ) }
					maxLength={ 100 }
					autoComplete="address-level2"
				/>
			</div>
		</div>
	);
}
