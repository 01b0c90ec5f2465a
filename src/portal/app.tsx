/**
 * The customer portal. For now it confirms a double opt-in key from an e-mail link; the full portal
 * (inquiries, saved searches, account) builds on this screen.
 */
/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { confirmKey } from '../api';
import { takeKeyFromUrl } from './key-from-url';

type Status = 'idle' | 'confirming' | 'confirmed' | 'failed';

export interface PortalConfig {
	privacyUrl: string;
}

export function PortalApp( {}: { config: PortalConfig } ) {
	const [ key ] = useState( takeKeyFromUrl );
	const [ status, setStatus ] = useState< Status >(
		key ? 'confirming' : 'idle'
	);

	useEffect( () => {
		if ( ! key ) {
			return;
		}
		// The key is POSTed by script, never used by the GET that opened the page: mail scanners
		// that fetch links do not use it up.
		confirmKey( key )
			.then( ( answer ) =>
				setStatus(
					answer.opcode === 'Contact' ? 'confirmed' : 'failed'
				)
			)
			.catch( () => setStatus( 'failed' ) );
	}, [ key ] );

	const className = 'wp-block-immo-wizards-portal';
	switch ( status ) {
		case 'confirming':
			return (
				<div
					className={ `${ className }__progress` }
					role="status"
					aria-busy="true"
				>
					{ __( 'Confirming your request…', 'immo-wizards' ) }
				</div>
			);
		case 'confirmed':
			return (
				<div
					className={ `${ className }__alert is-success` }
					role="status"
				>
					{ __( 'Thank you for your request!', 'immo-wizards' ) }
				</div>
			);
		case 'failed':
			return (
				<div
					className={ `${ className }__alert is-error` }
					role="alert"
				>
					{ __( 'An error occurred.', 'immo-wizards' ) }
				</div>
			);
		default:
			return (
				<p className={ `${ className }__intro` }>
					{ __(
						'Please open the personal link from your e-mail to reach your customer portal.',
						'immo-wizards'
					) }
				</p>
			);
	}
}
