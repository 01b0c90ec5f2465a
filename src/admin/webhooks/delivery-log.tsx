/**
 * The delivery log: newest first, filtered and paged by the server, "Erneut senden" for failed ones.
 */
/**
 * External dependencies
 */
// Installed, listed in package.json with the requests inbox (bundled: not a WordPress script handle).
import {
	DataViews,
	type Action,
	type Field,
	type View,
} from '@wordpress/dataviews';

/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	fetchDeliveries,
	resendDelivery,
	WEBHOOK_EVENTS,
	type Delivery,
	type DeliveryPage,
	type DeliveryStatus,
	type WebhookEvent,
} from '../../api/webhooks';
import { ListFrame } from '../list-frame';
import { deliveryStatusLabel, eventLabel } from './labels';

interface Props {
	/** Changes whenever the log should be read again. */
	revision: number;
}

const STATUSES: DeliveryStatus[] = [ 'pending', 'sent', 'failed' ];

const FIELDS: Field< Delivery >[] = [
	{
		id: 'createdAt',
		label: __( 'Time', 'immo-wizards' ),
		render: ( { item } ) => (
			<time dateTime={ item.createdAt }>
				{ new Date( item.createdAt ).toLocaleString( 'de-DE' ) }
			</time>
		),
		enableSorting: false,
		enableHiding: false,
		filterBy: false,
	},
	{
		id: 'event',
		label: __( 'Event', 'immo-wizards' ),
		elements: WEBHOOK_EVENTS.map( ( value ) => ( {
			value,
			label: eventLabel( value ),
		} ) ),
		filterBy: { operators: [ 'is' ], isPrimary: true },
		enableSorting: false,
	},
	{
		id: 'endpoint',
		label: __( 'Endpoint', 'immo-wizards' ),
		enableSorting: false,
		filterBy: false,
	},
	{
		id: 'status',
		label: __( 'Status', 'immo-wizards' ),
		elements: STATUSES.map( ( value ) => ( {
			value,
			label: deliveryStatusLabel( value ),
		} ) ),
		filterBy: { operators: [ 'is' ], isPrimary: true },
		enableSorting: false,
	},
	{
		id: 'attempts',
		label: __( 'Attempts', 'immo-wizards' ),
		type: 'integer',
		enableSorting: false,
		filterBy: false,
	},
	{
		id: 'result',
		label: __( 'Last answer', 'immo-wizards' ),
		getValue: ( { item } ) => item.lastError ?? item.responseCode,
		render: ( { item } ) => (
			<span
				className={
					item.lastError ? 'immo-wizards-webhooks__error' : ''
				}
			>
				{ item.lastError ??
					( item.responseCode !== null
						? sprintf(
								/* translators: %d: HTTP status code. */
								__( 'HTTP %d', 'immo-wizards' ),
								item.responseCode
							)
						: '–' ) }
			</span>
		),
		enableSorting: false,
		filterBy: false,
	},
];

const INITIAL_VIEW: View = {
	type: 'table',
	page: 1,
	perPage: 20,
	filters: [],
	fields: [ 'event', 'endpoint', 'status', 'attempts', 'result' ],
	titleField: 'createdAt',
};

/**
 * The value of the view's filter on a field.
 *
 * @param view  View.
 * @param field Field id.
 */
function filterValue< T >( view: View, field: string ): T | undefined {
	return view.filters?.find( ( f ) => f.field === field )?.value as
		T | undefined;
}

export function DeliveryLog( { revision }: Props ) {
	const [ view, setView ] = useState< View >( INITIAL_VIEW );
	const [ page, setPage ] = useState< DeliveryPage | null >( null );
	const [ error, setError ] = useState< string | null >( null );
	const [ reload, setReload ] = useState( 0 );

	useEffect( () => {
		let stopped = false;
		fetchDeliveries( {
			page: view.page ?? 1,
			perPage: view.perPage ?? 20,
			status: filterValue< DeliveryStatus >( view, 'status' ),
			event: filterValue< WebhookEvent >( view, 'event' ),
		} ).then(
			( next ) => ! stopped && ( setPage( next ), setError( null ) ),
			( failure: Error ) => ! stopped && setError( failure.message )
		);
		return () => {
			stopped = true;
		};
	}, [ view, revision, reload ] );

	const resend = useCallback( async ( items: Delivery[] ) => {
		try {
			await Promise.all(
				items.map( ( item ) => resendDelivery( item.id ) )
			);
		} catch ( failure ) {
			setError( ( failure as Error ).message );
		}
		setReload( ( r ) => r + 1 );
	}, [] );

	const actions: Action< Delivery >[] = [
		{
			id: 'resend',
			label: __( 'Send again', 'immo-wizards' ),
			isPrimary: true,
			supportsBulk: true,
			isEligible: ( item ) => item.canResend,
			callback: resend,
		},
	];

	return (
		<section className="immo-wizards-webhooks__log">
			<h2>{ __( 'Delivery log', 'immo-wizards' ) }</h2>
			<ListFrame
				className="immo-wizards-webhooks__deliveries"
				label={ __( 'Delivery log', 'immo-wizards' ) }
				error={ error }
			>
				<DataViews< Delivery >
					data={ page?.items ?? [] }
					fields={ FIELDS }
					view={ view }
					onChangeView={ setView }
					actions={ actions }
					search={ false }
					isLoading={ page === null && ! error }
					paginationInfo={ {
						totalItems: page?.total ?? 0,
						totalPages: page?.totalPages ?? 0,
					} }
					defaultLayouts={ { table: {} } }
					empty={
						<p>{ __( 'No deliveries yet.', 'immo-wizards' ) }</p>
					}
				/>
			</ListFrame>
		</section>
	);
}
