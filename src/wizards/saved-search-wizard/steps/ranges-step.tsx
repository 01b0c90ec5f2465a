/**
 * External dependencies
 */
import { useForm, type Resolver } from 'react-hook-form';

/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, _x } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { FieldConfig, MarketingType } from '../../../api/types';
import { NumericInput, formatNumber } from '../../../components/numeric-input';
import { BackButton } from '../../shared/back-button';
import { encodeFieldName, fieldLabel } from '../../shared/field-values';
import { ChevronRightIcon } from '../../shared/icons';
import { StepHeading } from '../../shared/step-heading';
import { stepTitle } from '../labels';
import {
	rangeErrors,
	rangeKind,
	rangeKindsOf,
	type RangeValue,
	type RangeValues,
} from '../ranges';

type FormValues = Record< string, number | null >;

interface RangesStepProps {
	block: string;
	/** Search field ids of the category, in display order. */
	ids: string[];
	configs: Record< string, FieldConfig >;
	marketingType: MarketingType;
	values: RangeValues;
	onChange: ( values: RangeValues ) => void;
	/** Hands the wizard a way to show this step's errors. */
	registerReveal: ( reveal: ( () => void ) | null ) => void;
	onBack: () => void;
	/** Absent when embedded: the host saves (footer slot). */
	onNext?: () => void;
}

const minName = ( id: string ) => `min_${ encodeFieldName( id ) }`;
const maxName = ( id: string ) => `max_${ encodeFieldName( id ) }`;
const formatYear = ( value: number ) =>
	formatNumber( value, { useGrouping: false } );

function encode( ids: string[], values: RangeValues ): FormValues {
	const form: FormValues = {};
	for ( const id of ids ) {
		form[ minName( id ) ] = values[ id ]?.min ?? null;
		form[ maxName( id ) ] = values[ id ]?.max ?? null;
	}
	return form;
}

function decode( ids: string[], form: Partial< FormValues > ): RangeValues {
	const values: RangeValues = {};
	for ( const id of ids ) {
		const value: RangeValue = {
			min: form[ minName( id ) ] ?? null,
			max: form[ maxName( id ) ] ?? null,
		};
		values[ id ] = value;
	}
	return values;
}

/**
 * "Key facts and details": per search field of the category a "from"–"to"
 * pair or a single "from" field; from ≤ to is checked before going on.
 *
 * @param props The step props.
 */
export function RangesStep( props: RangesStepProps ) {
	const {
		block,
		ids,
		configs,
		marketingType,
		values,
		onChange,
		registerReveal,
		onBack,
		onNext,
	} = props;
	const latestIds = useRef( ids );
	latestIds.current = ids;
	const kinds = rangeKindsOf( configs );
	const latestConfigs = useRef( configs );
	latestConfigs.current = configs;
	const resolver: Resolver< FormValues > = ( form ) => {
		const errors = rangeErrors(
			latestIds.current,
			decode( latestIds.current, form ),
			latestConfigs.current
		);
		const fieldErrors: Record< string, { type: string; message: string } > =
			{};
		for ( const [ id, error ] of Object.entries( errors ) ) {
			if ( error.min ) {
				fieldErrors[ minName( id ) ] = {
					type: 'range',
					message: error.min,
				};
			}
			if ( error.max ) {
				fieldErrors[ maxName( id ) ] = {
					type: 'range',
					message: error.max,
				};
			}
		}
		return Object.keys( fieldErrors ).length
			? { values: {}, errors: fieldErrors }
			: { values: form, errors: {} };
	};
	const { control, watch, handleSubmit } = useForm< FormValues >( {
		defaultValues: encode( ids, values ),
		resolver,
	} );
	const [ invalid, setInvalid ] = useState( false );
	const onChangeRef = useRef( onChange );
	onChangeRef.current = onChange;

	useEffect( () => {
		const subscription = watch( ( form ) =>
			onChangeRef.current( decode( latestIds.current, form ) )
		);
		return () => subscription.unsubscribe();
	}, [ watch ] );

	const check = ( then?: () => void ) =>
		handleSubmit(
			() => {
				setInvalid( false );
				then?.();
			},
			() => setInvalid( true )
		)();

	const checkRef = useRef( check );
	checkRef.current = check;
	useEffect( () => {
		registerReveal( () => checkRef.current() );
		return () => registerReveal( null );
	}, [ registerReveal ] );

	return (
		<>
			<StepHeading className={ `${ block }__title` }>
				{ stepTitle( 'ranges' ) }
			</StepHeading>
			<form
				className={ `${ block }__ranges` }
				noValidate
				onSubmit={ ( event ) => {
					event.preventDefault();
					check( onNext );
				} }
			>
				{ ids.map( ( id ) => {
					const config = configs[ id ];
					if ( ! config ) {
						return null;
					}
					const common = {
						control,
						unit: config.unit,
						format: config.type === 'int' ? formatYear : undefined,
					};
					const kind = rangeKind( id, kinds );
					const minmax = kind === 'minmax';
					return (
						<fieldset key={ id } className={ `${ block }__range` }>
							<legend className={ `${ block }__range-label` }>
								{ fieldLabel( config, marketingType ) }
							</legend>
							{ kind !== 'max' && (
								<NumericInput
									{ ...common }
									name={ minName( id ) }
									label={
										minmax
											? _x(
													'from',
													'lower bound of a range',
													'immo-wizards'
												)
											: _x(
													'at least',
													'lower bound of an open range',
													'immo-wizards'
												)
									}
								/>
							) }
							{ kind !== 'min' && (
								<NumericInput
									{ ...common }
									name={ maxName( id ) }
									label={
										minmax
											? _x(
													'to',
													'upper bound of a range',
													'immo-wizards'
												)
											: _x(
													'up to',
													'upper bound of an open range',
													'immo-wizards'
												)
									}
								/>
							) }
						</fieldset>
					);
				} ) }
				{ invalid && (
					<div
						className={ `${ block }__alert ${ block }__alert--error` }
						role="alert"
					>
						{ __( 'Please check your entries.', 'immo-wizards' ) }
					</div>
				) }
				<div className={ `${ block }__actions` }>
					<BackButton block={ block } onClick={ onBack } />
					{ onNext && (
						<button
							type="submit"
							className={ `${ block }__button ${ block }__button--primary` }
						>
							{ __( 'Enter contact details', 'immo-wizards' ) }
							<ChevronRightIcon />
						</button>
					) }
				</div>
			</form>
		</>
	);
}
