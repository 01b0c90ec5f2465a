/**
 * External dependencies
 */
import { useForm } from 'react-hook-form';

/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { FieldConfig } from '../../../api/types';
import { NumericInput, formatNumber } from '../../../components/numeric-input';
import { SelectInput } from '../../../components/select-input';
import { TextInput } from '../../../components/text-input';
import {
	decodeFieldName,
	encodeFieldName,
	fieldKind,
	fieldOptions,
} from '../../shared/field-values';
import type { DetailValues } from '../types';

type FormValues = Record< string, string | number | null >;

interface DetailFieldsProps {
	/** Field ids in display order. */
	ids: string[];
	configs: Record< string, FieldConfig >;
	values: DetailValues;
	onChange: ( values: DetailValues ) => void;
}

const formatYear = ( value: number ) =>
	formatNumber( value, { useGrouping: false } );

function encode( values: DetailValues ): FormValues {
	const encoded: FormValues = {};
	for ( const [ id, value ] of Object.entries( values ) ) {
		encoded[ encodeFieldName( id ) ] = value ?? null;
	}
	return encoded;
}

/**
 * The dynamic details form: one input per configured field of the category.
 *
 * @param props          Component props.
 * @param props.ids      Field ids in display order.
 * @param props.configs  Field configs by id.
 * @param props.values   Start values by field id.
 * @param props.onChange Called with all values on every change.
 */
export function DetailFields( {
	ids,
	configs,
	values,
	onChange,
}: DetailFieldsProps ) {
	const { control, watch } = useForm< FormValues >( {
		defaultValues: encode( values ),
	} );
	const onChangeRef = useRef( onChange );
	onChangeRef.current = onChange;

	useEffect( () => {
		const subscription = watch( ( typed ) => {
			const decoded: DetailValues = {};
			for ( const [ name, value ] of Object.entries( typed ) ) {
				decoded[ decodeFieldName( name ) ] = value;
			}
			onChangeRef.current( decoded );
		} );
		return () => subscription.unsubscribe();
	}, [ watch ] );

	return (
		<div className="wp-block-immo-wizards-lead-wizard__fields">
			{ ids.map( ( id ) => {
				const config = configs[ id ];
				if ( ! config ) {
					return null;
				}
				const name = encodeFieldName( id );
				// The owner's own figures: the field's label ("Preisvorstellung"), not the
				// saved search's label per marketing type ("Kaufpreis").
				const label = config.label;
				switch ( fieldKind( config ) ) {
					case 'select':
						return (
							<SelectInput
								key={ id }
								control={ control }
								name={ name }
								label={ label }
								options={ fieldOptions( config ) }
								clearable
							/>
						);
					case 'number':
						return (
							<NumericInput
								key={ id }
								control={ control }
								name={ name }
								label={ label }
								unit={ config.unit }
								format={
									config.type === 'int'
										? formatYear
										: undefined
								}
							/>
						);
					default:
						return (
							<TextInput
								key={ id }
								control={ control }
								name={ name }
								label={ label }
								maxLength={ 200 }
							/>
						);
				}
			} ) }
		</div>
	);
}
