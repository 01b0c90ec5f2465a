/**
 * Mounts the webhooks screen into the container the admin page prints (`Admin\Webhooks_Page`).
 */
/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';
import domReady from '@wordpress/dom-ready';

/**
 * Internal dependencies
 */
import { WebhooksScreen } from './webhooks-screen';
import './style.scss';

domReady( () => {
	const container = document.getElementById( 'immo-wizards-webhooks' );
	if ( container ) {
		createRoot( container ).render( <WebhooksScreen /> );
	}
} );
