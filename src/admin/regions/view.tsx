/**
 * Mounts the regions editor into the container its admin screen prints (`Admin_Menu::screens()`),
 * with the map settings from its `data-config`.
 */
/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';
import domReady from '@wordpress/dom-ready';

/**
 * Internal dependencies
 */
import { RegionsScreen, type RegionsScreenProps } from './regions-screen';
import './style.scss';

domReady( () => {
	const container = document.getElementById( 'immo-wizards-regions' );
	if ( ! container ) {
		return;
	}
	const config = JSON.parse(
		container.dataset.config ?? '{}'
	) as RegionsScreenProps;
	createRoot( container ).render( <RegionsScreen { ...config } /> );
} );
