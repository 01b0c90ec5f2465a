/**
 * The categories: per category the wizards offering it, label, icon, place, and its fields.
 */
/**
 * WordPress dependencies
 */
import {
	CheckboxControl,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type {
	CatalogueCategory,
	CatalogueDocument,
	CatalogueProblem,
} from '../../api/catalogue';
import {
	isNumeric,
	move,
	moveCategory,
	problemAt,
	updateCategory,
	updateCategoryFields,
} from './catalogue-edit';
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
	const labels = new Map( document.fields.map( ( f ) => [ f.id, f ] ) );
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
			<div className="immo-wizards-catalogue__scroll">
				<table className="widefat striped immo-wizards-catalogue__fields">
					<caption>{ __( 'Fields', 'immo-wizards' ) }</caption>
					<thead>
						<tr>
							<th scope="col">
								{ __( 'Field', 'immo-wizards' ) }
							</th>
							<th scope="col">
								{ __( 'Lead wizard', 'immo-wizards' ) }
							</th>
							<th scope="col">
								{ __( 'Saved search (range)', 'immo-wizards' ) }
							</th>
							<th scope="col">
								{ __( 'Order', 'immo-wizards' ) }
							</th>
						</tr>
					</thead>
					<tbody>
						{ category.fields.map( ( entry, j ) => {
							const field = labels.get( entry.id );
							const name = field?.label ?? entry.id;
							const setEntry = ( patch: {
								lead?: boolean;
								search?: boolean;
							} ) =>
								onChange(
									updateCategoryFields(
										document,
										category.id,
										( fields ) =>
											fields.map( ( f ) =>
												f.id === entry.id
													? { ...f, ...patch }
													: f
											)
									)
								);
							return (
								<tr key={ entry.id }>
									<th scope="row">{ name }</th>
									<td>
										<CheckboxControl
											__nextHasNoMarginBottom
											className="immo-wizards-catalogue__check"
											label={ sprintf(
												/* translators: %s: field label. */
												__(
													'%s in the lead wizard',
													'immo-wizards'
												),
												name
											) }
											checked={ entry.lead }
											onChange={ ( lead ) =>
												setEntry( { lead } )
											}
										/>
									</td>
									<td>
										<CheckboxControl
											__nextHasNoMarginBottom
											className="immo-wizards-catalogue__check"
											label={ sprintf(
												/* translators: %s: field label. */
												__(
													'%s as a range in the saved search',
													'immo-wizards'
												),
												name
											) }
											checked={ entry.search }
											disabled={
												! entry.search &&
												! isNumeric( field )
											}
											help={ problemAt(
												problems,
												`${ path }.fields[${ j }].search`
											) }
											onChange={ ( search ) =>
												setEntry( { search } )
											}
										/>
									</td>
									<td>
										<MoveButtons
											name={ name }
											index={ j }
											count={ category.fields.length }
											onMove={ ( delta ) =>
												onChange(
													updateCategoryFields(
														document,
														category.id,
														( fields ) =>
															move(
																fields,
																j,
																delta
															)
													)
												)
											}
										/>
									</td>
								</tr>
							);
						} ) }
					</tbody>
				</table>
			</div>
		</fieldset>
	);
}
