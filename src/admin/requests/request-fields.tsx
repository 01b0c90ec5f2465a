/**
 * The request list's fields: status (with the workflow as a badge), date, name with the e-mail below
 * it, the workflow (a filter and order, hidden by default) and the columns the request type describes.
 */
/**
 * External dependencies
 */
import type { Field } from '@wordpress/dataviews';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	WORKFLOWS,
	type RequestItem,
	type RequestTypeInfo,
} from '../../api/requests';
import { formatDateTime } from '../format';
import { contactName, statusLabel, workflowLabel } from './labels';

/** The fields the table shows before the type's columns (name and e-mail are the first column). */
export const LEADING_FIELDS = [ 'status', 'date' ];

/**
 * The id of a type column's field.
 *
 * @param id Column key.
 */
export function columnField( id: string ): string {
	return `column:${ id }`;
}

/**
 * A status or workflow badge.
 *
 * @param props       Badge.
 * @param props.kind  The value (a class name too).
 * @param props.label What it says.
 */
export function Badge( { kind, label }: { kind: string; label: string } ) {
	return (
		<span className={ `immo-wizards-requests__badge is-${ kind }` }>
			{ label }
		</span>
	);
}

/**
 * Every field of a type's list.
 *
 * @param columns The type's columns (none while they load).
 */
export function requestFields(
	columns: RequestTypeInfo[ 'columns' ]
): Field< RequestItem >[] {
	return [
		{
			id: 'name',
			label: __( 'Name', 'immo-wizards' ),
			getValue: ( { item } ) => contactName( item.contact ),
			enableHiding: false,
			filterBy: false,
		},
		{
			id: 'status',
			label: __( 'Status', 'immo-wizards' ),
			getValue: ( { item } ) => item.status,
			elements: [
				{ value: 'pending', label: statusLabel( 'pending' ) },
				{ value: 'confirmed', label: statusLabel( 'confirmed' ) },
			],
			filterBy: { operators: [ 'is' ], isPrimary: true },
			enableSorting: false,
			render: ( { item } ) => (
				<span className="immo-wizards-requests__badges">
					<Badge
						kind={ item.status }
						label={ statusLabel( item.status ) }
					/>
					<Badge
						kind={ item.workflow }
						label={ workflowLabel( item.workflow ) }
					/>
				</span>
			),
		},
		{
			id: 'workflow',
			label: __( 'Workflow', 'immo-wizards' ),
			getValue: ( { item } ) => item.workflow,
			elements: WORKFLOWS.map( ( value ) => ( {
				value,
				label: workflowLabel( value ),
			} ) ),
			filterBy: { operators: [ 'is' ], isPrimary: true },
		},
		{
			id: 'date',
			label: __( 'Date', 'immo-wizards' ),
			type: 'date',
			getValue: ( { item } ) => item.createdAt,
			render: ( { item } ) => <>{ formatDateTime( item.createdAt ) }</>,
			filterBy: { operators: [ 'between' ] },
		},
		{
			id: 'email',
			label: __( 'E-mail', 'immo-wizards' ),
			type: 'email',
			getValue: ( { item } ) => item.contact.email,
			// One line: an address broken at its hyphen is easily misread.
			render: ( { item } ) => (
				<span className="immo-wizards-requests__email">
					{ item.contact.email }
				</span>
			),
			filterBy: false,
		},
		...columns.map( ( column ): Field< RequestItem > => ( {
			id: columnField( column.id ),
			label: column.label,
			getValue: ( { item } ) => item.columns[ column.id ] ?? '',
			enableSorting: false,
			filterBy: false,
		} ) ),
	];
}
