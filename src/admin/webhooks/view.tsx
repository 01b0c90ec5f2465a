/**
 * Mounts the webhooks screen into the container its admin screen prints (`Admin_Menu::screens()`).
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
