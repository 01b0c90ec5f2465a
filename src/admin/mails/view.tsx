/**
 * Mounts the mail log into the container the admin page prints (`Admin\Mail_Log_Page`).
 */
/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';
import domReady from '@wordpress/dom-ready';

/**
 * Internal dependencies
 */
import { MailLog } from './mail-log';
import './style.scss';

domReady( () => {
	const container = document.getElementById( 'immo-wizards-mails' );
	if ( container ) {
		createRoot( container ).render( <MailLog /> );
	}
} );
