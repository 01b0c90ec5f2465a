/**
 * The fields (shared by every category using them): label, price labels per marketing type, unit,
 * the saved search's range kind and the select values.
 */
/**
 * WordPress dependencies
 */
import { Button, SelectControl, TextControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { FOCUSABLE_WHEN_DISABLED } from '../focusable-when-disabled';
import {
	CATALOGUE_LIMITS,
	RANGE_KINDS,
	type CatalogueDocument,
	type CatalogueField,
	type CatalogueProblem,
	type RangeKind,
	type SelectValue,
} from '../../api/catalogue';
import {
	isNumeric,
	problemAt,
	updateField,
	updateValues,
} from './catalogue-edit';

interface ListProps {
	document: CatalogueDocument;
	problems: CatalogueProblem[];
	onChange: ( document: CatalogueDocument ) => void;
}

const RANGE_LABELS: Record< RangeKind, string > = {
	min: __( 'From (at least)', 'immo-wizards' ),
	max: __( 'To (at most)', 'immo-wizards' ),
	minmax: __( 'From – to', 'immo-wizards' ),
};

export function FieldList( { document, problems, onChange }: ListProps ) {
	return (
		<section className="immo-wizards-catalogue__section">
			<h2>{ __( 'Fields', 'immo-wizards' ) }</h2>
			<p>
				{ __(
					'A field looks the same in every category that shows it.',
					'immo-wizards'
				) }
			</p>
			{ document.fields.map( ( field, index ) => (
				<FieldItem
					key={ field.id }
					field={ field }
					path={ `fields[${ index }]` }
					document={ document }
					problems={ problems }
					onChange={ onChange }
				/>
			) ) }
		</section>
	);
}

interface ItemProps extends ListProps {
	field: CatalogueField;
	path: string;
}

function Text( props: {
	label: string;
	value: string;
	path: string;
	problems: CatalogueProblem[];
	onChange: ( value: string ) => void;
} ) {
	const problem = problemAt( props.problems, props.path );
	return (
		<TextControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			label={ props.label }
			value={ props.value }
			help={ problem }
			className={ problem ? 'is-invalid' : undefined }
			onChange={ props.onChange }
		/>
	);
}

function FieldItem( { field, path, document, problems, onChange }: ItemProps ) {
	const set = ( patch: Parameters< typeof updateField >[ 2 ] ) =>
		onChange( updateField( document, field.id, patch ) );
	const values = field.values;
	const setOption = ( index: number, patch: Partial< SelectValue > ) =>
		onChange(
			updateValues( document, field.id, ( list ) =>
				list.map( ( o, i ) => ( i === index ? { ...o, ...patch } : o ) )
			)
		);
	return (
		<fieldset className="immo-wizards-catalogue__field">
			<legend className="immo-wizards-catalogue__legend">
				<span>{ field.label || field.id }</span>
				<code>{ field.id }</code>
			</legend>
			<div className="immo-wizards-catalogue__row">
				<Text
					label={ __( 'Label', 'immo-wizards' ) }
					value={ field.label }
					path={ `${ path }.label` }
					problems={ problems }
					onChange={ ( label ) => set( { label } ) }
				/>
				{ isNumeric( field ) && (
					<Text
						label={ __( 'Unit', 'immo-wizards' ) }
						value={ field.unit ?? '' }
						path={ `${ path }.unit` }
						problems={ problems }
						onChange={ ( unit ) => set( { unit: unit || null } ) }
					/>
				) }
				{ isNumeric( field ) && (
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __(
							'Range in the saved search',
							'immo-wizards'
						) }
						value={ field.searchRange }
						options={ RANGE_KINDS.map( ( kind ) => ( {
							value: kind,
							label: RANGE_LABELS[ kind ],
						} ) ) }
						onChange={ ( kind ) =>
							set( { searchRange: kind as RangeKind } )
						}
					/>
				) }
			</div>
			{ field.marketingTypeLabel && (
				<div className="immo-wizards-catalogue__row">
					<Text
						label={ __(
							'Label when selling or buying',
							'immo-wizards'
						) }
						value={ field.marketingTypeLabel.buy }
						path={ `${ path }.marketingTypeLabel.buy` }
						problems={ problems }
						onChange={ ( buy ) =>
							set( {
								marketingTypeLabel: {
									...field.marketingTypeLabel!,
									buy,
								},
							} )
						}
					/>
					<Text
						label={ __(
							'Label when letting or renting',
							'immo-wizards'
						) }
						value={ field.marketingTypeLabel.rent }
						path={ `${ path }.marketingTypeLabel.rent` }
						problems={ problems }
						onChange={ ( rent ) =>
							set( {
								marketingTypeLabel: {
									...field.marketingTypeLabel!,
									rent,
								},
							} )
						}
					/>
				</div>
			) }
			{ values && (
				<div className="immo-wizards-catalogue__values">
					<h3>{ __( 'Values', 'immo-wizards' ) }</h3>
					{ problemAt( problems, `${ path }.values` ) && (
						<p className="immo-wizards-catalogue__problem">
							{ problemAt( problems, `${ path }.values` ) }
						</p>
					) }
					{ values.map( ( option, k ) => (
						<div className="immo-wizards-catalogue__row" key={ k }>
							<Text
								label={ __( 'Stored value', 'immo-wizards' ) }
								value={ option.value }
								path={ `${ path }.values[${ k }].value` }
								problems={ problems }
								onChange={ ( value ) =>
									setOption( k, { value } )
								}
							/>
							<Text
								label={ __( 'Shown as', 'immo-wizards' ) }
								value={ option.label }
								path={ `${ path }.values[${ k }].label` }
								problems={ problems }
								onChange={ ( label ) =>
									setOption( k, { label } )
								}
							/>
							<Button
								variant="tertiary"
								isDestructive
								onClick={ () =>
									onChange(
										updateValues(
											document,
											field.id,
											( list ) =>
												list.filter(
													( _o, i ) => i !== k
												)
										)
									)
								}
							>
								{ sprintf(
									/* translators: %s: a select value's label. */
									__( 'Remove “%s”', 'immo-wizards' ),
									option.label
								) }
							</Button>
						</div>
					) ) }
					<Button
						variant="secondary"
						disabled={ values.length >= CATALOGUE_LIMITS.values }
						{ ...FOCUSABLE_WHEN_DISABLED }
						onClick={ () =>
							onChange(
								updateValues( document, field.id, ( list ) => [
									...list,
									{ value: '', label: '' },
								] )
							)
						}
					>
						{ __( 'Add value', 'immo-wizards' ) }
					</Button>
				</div>
			) }
		</fieldset>
	);
}
