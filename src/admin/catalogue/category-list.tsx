/**
 * The categories: per category the wizards offering it, label, icon, place, and its fields.
 */
/**
 * WordPress dependencies
 */
import {
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type {
	CatalogueCategory,
	CatalogueDocument,
	CatalogueProblem,
} from '../../api/catalogue';
import { moveCategory, problemAt, updateCategory } from './catalogue-edit';
import { CategoryFields } from './category-fields';
import { CategoryIcon } from '../../wizards/shared/icons';
import { MoveButtons } from './move-buttons';

interface ListProps {
	document: CatalogueDocument;
	problems: CatalogueProblem[];
	onChange: ( document: CatalogueDocument ) => void;
}

export function CategoryList( { document, problems, onChange }: ListProps ) {
	const count = document.categories.length;
	return (
		<section className="immo-wizards-catalogue__section">
			<h2>{ __( 'Categories', 'immo-wizards' ) }</h2>
			{ document.categories.map( ( category, index ) => (
				<CategoryItem
					key={ category.id }
					category={ category }
					index={ index }
					count={ count }
					document={ document }
					problems={ problems }
					onChange={ onChange }
				/>
			) ) }
		</section>
	);
}

interface ItemProps extends ListProps {
	category: CatalogueCategory;
	index: number;
	count: number;
}

function CategoryItem( props: ItemProps ) {
	const { category, index, count, document, problems, onChange } = props;
	const path = `categories[${ index }]`;
	const set = ( patch: Parameters< typeof updateCategory >[ 2 ] ) =>
		onChange( updateCategory( document, category.id, patch ) );
	return (
		<fieldset className="immo-wizards-catalogue__category">
			<legend className="immo-wizards-catalogue__legend">
				<CategoryIcon text={ category.icon } />
				<span>{ category.label || String( category.id ) }</span>
				<MoveButtons
					name={ category.label }
					index={ index }
					count={ count }
					onMove={ ( delta ) =>
						onChange( moveCategory( document, index, delta ) )
					}
				/>
			</legend>
			<div className="immo-wizards-catalogue__row">
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Label', 'immo-wizards' ) }
					value={ category.label }
					help={ problemAt( problems, `${ path }.label` ) }
					className={
						problemAt( problems, `${ path }.label` )
							? 'is-invalid'
							: undefined
					}
					onChange={ ( label ) => set( { label } ) }
				/>
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Icon', 'immo-wizards' ) }
					value={ category.icon }
					options={ document.icons }
					onChange={ ( icon ) => set( { icon } ) }
				/>
			</div>
			<div className="immo-wizards-catalogue__row">
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'In the lead wizard', 'immo-wizards' ) }
					checked={ category.lead }
					onChange={ ( lead ) => set( { lead } ) }
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'In the saved-search wizard', 'immo-wizards' ) }
					checked={ category.search }
					onChange={ ( search ) => set( { search } ) }
				/>
			</div>
			<CategoryFields
				category={ category }
				path={ path }
				document={ document }
				problems={ problems }
				onChange={ onChange }
			/>
		</fieldset>
	);
}
