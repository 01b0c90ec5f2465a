/**
 * The fields of one category: shown in the lead wizard, asked as a range in the saved search, order.
 */
/**
 * WordPress dependencies
 */
import { CheckboxControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type {
	CatalogueCategory,
	CatalogueDocument,
	CatalogueProblem,
	CategoryField,
} from '../../api/catalogue';
import {
	isNumeric,
	move,
	problemAt,
	updateCategoryFields,
} from './catalogue-edit';
import { MoveButtons } from './move-buttons';

interface CategoryFieldsProps {
	category: CatalogueCategory;
	/** Path of the category, e.g. `categories[2]`. */
	path: string;
	document: CatalogueDocument;
	problems: CatalogueProblem[];
	onChange: ( document: CatalogueDocument ) => void;
}

/**
 * A checkbox of a field row; the column header names it, its label (with the field) is for screen
 * readers.
 *
 * @param props          Props.
 * @param props.label    Accessible label.
 * @param props.checked  Checked.
 * @param props.disabled Disabled.
 * @param props.help     A problem to show.
 * @param props.onChange Change handler.
 */
function Check( props: {
	label: string;
	checked: boolean;
	disabled?: boolean;
	help?: string;
	onChange: ( checked: boolean ) => void;
} ) {
	return (
		<CheckboxControl
			__nextHasNoMarginBottom
			className="immo-wizards-catalogue__check"
			{ ...props }
		/>
	);
}

export function CategoryFields( props: CategoryFieldsProps ) {
	const { category, path, document, problems, onChange } = props;
	const configs = new Map( document.fields.map( ( f ) => [ f.id, f ] ) );
	const change = ( update: ( fields: CategoryField[] ) => CategoryField[] ) =>
		onChange( updateCategoryFields( document, category.id, update ) );
	return (
		<div className="immo-wizards-catalogue__scroll">
			<table className="widefat striped immo-wizards-catalogue__fields">
				<caption>{ __( 'Fields', 'immo-wizards' ) }</caption>
				<thead>
					<tr>
						<th scope="col">{ __( 'Field', 'immo-wizards' ) }</th>
						<th scope="col">
							{ __( 'Lead wizard', 'immo-wizards' ) }
						</th>
						<th scope="col">
							{ __( 'Saved search (range)', 'immo-wizards' ) }
						</th>
						<th scope="col">{ __( 'Order', 'immo-wizards' ) }</th>
					</tr>
				</thead>
				<tbody>
					{ category.fields.map( ( entry, j ) => {
						const field = configs.get( entry.id );
						const name = field?.label ?? entry.id;
						const set = ( patch: Partial< CategoryField > ) =>
							change( ( fields ) =>
								fields.map( ( f ) =>
									f.id === entry.id ? { ...f, ...patch } : f
								)
							);
						return (
							<tr key={ entry.id }>
								<th scope="row">{ name }</th>
								<td>
									<Check
										label={ sprintf(
											/* translators: %s: field label. */
											__(
												'%s in the lead wizard',
												'immo-wizards'
											),
											name
										) }
										checked={ entry.lead }
										onChange={ ( lead ) => set( { lead } ) }
									/>
								</td>
								<td>
									<Check
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
											set( { search } )
										}
									/>
								</td>
								<td>
									<MoveButtons
										name={ name }
										index={ j }
										count={ category.fields.length }
										onMove={ ( delta ) =>
											change( ( fields ) =>
												move( fields, j, delta )
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
	);
}
