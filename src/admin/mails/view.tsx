/**
 * Mounts the mail log into the container its admin screen prints (`Admin_Menu::screens()`).
 */
/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';
import domReady from '@wordpress/dom-ready';

/**
 * Internal dependencies
 */
import { readMailKinds } from '../page-data';
import { MailLog } from './mail-log';
import './style.scss';

domReady( () => {
	const container = document.getElementById( 'immo-wizards-mails' );
	if ( container ) {
		createRoot( container ).render(
			<MailLog kinds={ readMailKinds( container ) } />
		);
	}
} );
