/**
 * The endpoints: add, remove, edit, save (all at once, as the setting is one list).
 */
/**
 * WordPress dependencies
 */
import { Button, Notice, Spinner } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	fetchEndpoints,
	MAX_ENDPOINTS,
	saveEndpoints,
	WEBHOOK_EVENTS,
	type WebhookEndpoint,
} from '../../api/webhooks';
import { EndpointCard } from './endpoint-card';

interface Props {
	onSaved: () => void;
}

function newEndpoint(): WebhookEndpoint {
	return {
		id: '',
		url: '',
		secret: '',
		events: [ ...WEBHOOK_EVENTS ],
		active: true,
	};
}

export function EndpointsEditor( { onSaved }: Props ) {
	const [ endpoints, setEndpoints ] = useState< WebhookEndpoint[] | null >(
		null
	);
	const [ dirty, setDirty ] = useState( false );
	const [ saving, setSaving ] = useState( false );
	const [ error, setError ] = useState< string | null >( null );
	const [ saved, setSaved ] = useState( false );

	useEffect( () => {
		fetchEndpoints().then( setEndpoints, ( failure: Error ) =>
			setError( failure.message )
		);
	}, [] );

	const change = ( list: WebhookEndpoint[] ) => {
		setEndpoints( list );
		setDirty( true );
		setSaved( false );
	};

	const save = async () => {
		setSaving( true );
		setError( null );
		try {
			setEndpoints( await saveEndpoints( endpoints ?? [] ) );
			setDirty( false );
			setSaved( true );
			onSaved();
		} catch ( failure ) {
			setError( ( failure as Error ).message );
		} finally {
			setSaving( false );
		}
	};

	if ( endpoints === null ) {
		return error ? (
			<Notice status="error" isDismissible={ false }>
				{ error }
			</Notice>
		) : (
			<Spinner />
		);
	}

	return (
		<section>
			<h2>{ __( 'Endpoints', 'immo-wizards' ) }</h2>
			<p>
				{ __(
					'Each event is sent as a signed JSON POST (header X-Immo-Signature) to the endpoints that want it, and retried for up to 24 hours.',
					'immo-wizards'
				) }
			</p>
			{ endpoints.length === 0 && (
				<p>{ __( 'No endpoints yet.', 'immo-wizards' ) }</p>
			) }
			{ endpoints.map( ( endpoint, index ) => (
				<EndpointCard
					key={ endpoint.id || `new-${ index }` }
					endpoint={ endpoint }
					number={ index + 1 }
					canTest={ !! endpoint.id && ! dirty }
					onChange={ ( next ) =>
						change(
							endpoints.map( ( e, i ) =>
								i === index ? next : e
							)
						)
					}
					onRemove={ () =>
						change( endpoints.filter( ( e, i ) => i !== index ) )
					}
					onTested={ onSaved }
				/>
			) ) }
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			{ saved && (
				<Notice status="success" isDismissible={ false }>
					{ __( 'The endpoints were saved.', 'immo-wizards' ) }
				</Notice>
			) }
			<div className="immo-wizards-webhooks__row">
				<Button
					variant="secondary"
					disabled={ endpoints.length >= MAX_ENDPOINTS }
					onClick={ () => change( [ ...endpoints, newEndpoint() ] ) }
				>
					{ __( 'Add endpoint', 'immo-wizards' ) }
				</Button>
				<Button
					variant="primary"
					isBusy={ saving }
					disabled={ saving || ! dirty }
					onClick={ save }
				>
					{ __( 'Save endpoints', 'immo-wizards' ) }
				</Button>
			</div>
		</section>
	);
}
