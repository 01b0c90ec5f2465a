/**
 * The listing's facts: choices, numbers with units and the address. Values go into the post's
 * edits (`editPost( { property } )`) and are saved with the post through the REST field; saving
 * is locked while a typed number is invalid.
 */
/**
 * WordPress dependencies
 */
import { SelectControl, TextControl } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	TEXT_MAX_LENGTH,
	textError,
	writableValues,
	type PropertyValue,
	type PropertyValues,
} from './fields';
import { NumberField } from './number-field';
import { PluginDocumentSettingPanel } from './panel-slot';

const LOCK = 'immo-wizards-property';

/** What the panel uses of the `core/editor` store (the editor's script, not installed here). */
const EDITOR_STORE = 'core/editor';
interface EditorSelectors {
	getEditedPostAttribute: ( name: string ) => unknown;
}
interface EditorActions {
	editPost: ( edits: Record< string, unknown > ) => void;
	lockPostSaving: ( key: string ) => void;
	unlockPostSaving: ( key: string ) => void;
}

declare global {
	interface Window {
		immoWizardsPropertyCategories?: Array< { id: number; label: string } >;
	}
}

type Option = { value: string; label: string };

function choices(): Record< string, { label: string; options: Option[] } > {
	return {
		marketingType: {
			label: __( 'Marketing type', 'immo-wizards' ),
			options: [
				{ value: 'buy', label: __( 'Buy', 'immo-wizards' ) },
				{ value: 'rent', label: __( 'Rent', 'immo-wizards' ) },
			],
		},
		objectType: {
			label: __( 'Object type', 'immo-wizards' ),
			options: [
				{ value: 'LIVING', label: __( 'Living', 'immo-wizards' ) },
				{
					value: 'COMMERCIAL',
					label: __( 'Commercial', 'immo-wizards' ),
				},
			],
		},
		categoryId: {
			label: __( 'Category', 'immo-wizards' ),
			options: ( window.immoWizardsPropertyCategories ?? [] ).map(
				( category ) => ( {
					value: String( category.id ),
					label: category.label,
				} )
			),
		},
		status: {
			label: __( 'Marketing status', 'immo-wizards' ),
			options: [
				{ value: 'active', label: __( 'Active', 'immo-wizards' ) },
				{ value: 'reserved', label: __( 'Reserved', 'immo-wizards' ) },
				{ value: 'sold', label: __( 'Sold or let', 'immo-wizards' ) },
			],
		},
	};
}

function numberLabels(): Record< string, string > {
	return {
		price: __( 'Price or monthly rent (€)', 'immo-wizards' ),
		livingSpace: __( 'Living space (m²)', 'immo-wizards' ),
		plotArea: __( 'Plot area (m²)', 'immo-wizards' ),
		rooms: __( 'Rooms', 'immo-wizards' ),
		buildYear: __( 'Year of construction', 'immo-wizards' ),
		lat: __( 'Latitude', 'immo-wizards' ),
		lng: __( 'Longitude', 'immo-wizards' ),
	};
}

function textLabels(): Record< string, string > {
	return {
		customObjectId: __( 'Object number', 'immo-wizards' ),
		street: __( 'Street', 'immo-wizards' ),
		number: __( 'House number', 'immo-wizards' ),
		zip: __( 'Postcode', 'immo-wizards' ),
		city: __( 'City', 'immo-wizards' ),
		district: __( 'District', 'immo-wizards' ),
	};
}

/**
 * The value of a chosen option ('' is "not set"; category ids are numbers).
 *
 * @param name   Value name.
 * @param option The option's value.
 */
function choiceValue( name: string, option: string ): PropertyValue {
	if ( option === '' ) {
		return null;
	}
	return name === 'categoryId' ? Number( option ) : option;
}

export function PropertyPanel() {
	const property = useSelect(
		( select ) =>
			(
				select( EDITOR_STORE ) as unknown as EditorSelectors
			 ).getEditedPostAttribute( 'property' ) as
				PropertyValues | undefined,
		[]
	);
	const { editPost, lockPostSaving, unlockPostSaving } = useDispatch(
		EDITOR_STORE
	) as unknown as EditorActions;
	const [ invalid, setInvalid ] = useState< string[] >( [] );

	useEffect( () => {
		if ( invalid.length ) {
			lockPostSaving( LOCK );
		} else {
			unlockPostSaving( LOCK );
		}
	}, [ invalid.length, lockPostSaving, unlockPostSaving ] );

	const values = writableValues( property );
	// Core keeps an edit of a post attribute whole: always send every writable value.
	const set = ( name: string, value: PropertyValue ) =>
		editPost( { property: { ...values, [ name ]: value } } );
	const setValidity = ( name: string, valid: boolean ) =>
		setInvalid( ( names ) =>
			valid
				? names.filter( ( other ) => other !== name )
				: [ ...names.filter( ( other ) => other !== name ), name ]
		);

	return (
		<PluginDocumentSettingPanel
			name="immo-wizards-property"
			title={ __( 'Property details', 'immo-wizards' ) }
		>
			{ /* The controls come without margins; the panel has no stylesheet of its own. */ }
			<div style={ { display: 'grid', gap: '16px' } }>
				{ Object.entries( choices() ).map( ( [ name, choice ] ) => (
					<SelectControl
						key={ name }
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ choice.label }
						value={
							values[ name ] === null
								? ''
								: String( values[ name ] )
						}
						options={ [
							{
								value: '',
								label: __( 'Not set', 'immo-wizards' ),
							},
							...choice.options,
						] }
						onChange={ ( next: string ) =>
							set( name, choiceValue( name, next ) )
						}
					/>
				) ) }
				{ Object.entries( numberLabels() ).map( ( [ name, label ] ) => (
					<NumberField
						key={ name }
						name={ name }
						label={ label }
						value={ values[ name ] as number | null }
						onChange={ ( value ) => set( name, value ) }
						onValidity={ setValidity }
					/>
				) ) }
				{ Object.entries( textLabels() ).map( ( [ name, label ] ) => {
					const text = ( values[ name ] as string | null ) ?? '';
					const error = textError( name, text ) ?? undefined;
					return (
						<TextControl
							key={ name }
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ label }
							value={ text }
							maxLength={ TEXT_MAX_LENGTH[ name ] }
							help={ error }
							aria-invalid={ error ? true : undefined }
							onChange={ ( next: string ) => {
								setValidity( name, ! textError( name, next ) );
								set( name, next === '' ? null : next );
							} }
						/>
					);
				} ) }
			</div>
		</PluginDocumentSettingPanel>
	);
}
