/**
 * Mounts the setup assistant into the container its admin screen prints (`Admin_Menu::screens()`).
 */
/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';
import domReady from '@wordpress/dom-ready';

/**
 * Internal dependencies
 */
import { readRequestTypes } from '../page-data';
import { SetupScreen } from './setup-screen';
import '../settings/style.scss';
import './style.scss';

domReady( () => {
	const container = document.getElementById( 'immo-wizards-setup' );
	if ( container ) {
		createRoot( container ).render(
			<SetupScreen
				homeUrl={ container.dataset.homeUrl }
				types={ readRequestTypes( container ) }
			/>
		);
	}
} );
