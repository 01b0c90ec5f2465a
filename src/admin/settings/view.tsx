/**
 * Mounts the settings screen into the container its admin screen prints (`Admin_Menu::screens()`).
 */
/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';
import domReady from '@wordpress/dom-ready';

/**
 * Internal dependencies
 */
import { readMailKinds, readRequestTypes } from '../page-data';
import { SettingsScreen } from './settings-screen';
import './style.scss';

domReady( () => {
	const container = document.getElementById( 'immo-wizards-settings' );
	if ( container ) {
		createRoot( container ).render(
			<SettingsScreen
				homeUrl={ container.dataset.homeUrl }
				types={ readRequestTypes( container ) }
				mailKinds={ readMailKinds( container ) }
			/>
		);
	}
} );
