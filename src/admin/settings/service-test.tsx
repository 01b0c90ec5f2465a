/**
 * "Test connection": asks the service through the server and shows what it answered.
 */
/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	testService,
	type Service,
	type ServiceTestResult,
} from '../../api/settings';
import type { ApiError } from '../../api/errors';

function summary( result: ServiceTestResult ): string {
	if ( result.status === null ) {
		return result.error ?? '';
	}
	return sprintf(
		/* translators: 1: HTTP status code, 2: milliseconds */
		__( 'HTTP %1$d in %2$d ms', 'immo-wizards' ),
		result.status,
		result.timeMs
	);
}

export function ServiceTest( {
	service,
	url,
}: {
	service: Service;
	url: string;
} ) {
	const [ busy, setBusy ] = useState( false );
	const [ result, setResult ] = useState< ServiceTestResult | null >( null );
	const [ failure, setFailure ] = useState( '' );
	const run = async () => {
		setBusy( true );
		setFailure( '' );
		try {
			setResult( await testService( service, url ) );
		} catch ( error ) {
			setResult( null );
			setFailure( ( error as ApiError ).message );
		} finally {
			setBusy( false );
		}
	};
	return (
		<div className="immo-wizards-settings__test" aria-live="polite">
			<Button
				variant="secondary"
				size="compact"
				isBusy={ busy }
				disabled={ busy || url === '' }
				onClick={ run }
			>
				{ __( 'Test connection', 'immo-wizards' ) }
			</Button>
			{ failure && <p className="is-error">{ failure }</p> }
			{ result && (
				<div className={ result.ok ? 'is-ok' : 'is-error' }>
					<p>
						<strong>
							{ result.ok
								? __( 'The service answered.', 'immo-wizards' )
								: __( 'The service failed.', 'immo-wizards' ) }
						</strong>{ ' ' }
						{ summary( result ) }
						{ result.status !== null && result.error
							? ` – ${ result.error }`
							: '' }
					</p>
					{ result.contentType && (
						<p>
							{ sprintf(
								/* translators: %s: media type, e.g. application/json */
								__( 'Content type: %s', 'immo-wizards' ),
								result.contentType
							) }
						</p>
					) }
				</div>
			) }
		</div>
	);
}
