/**
 * Mounts the catalogue screen into the container its admin screen prints (`Admin_Menu::screens()`).
 */
/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';
import domReady from '@wordpress/dom-ready';

/**
 * Internal dependencies
 */
import { CatalogueScreen } from './catalogue-screen';
import './style.scss';

domReady( () => {
	const container = document.getElementById( 'immo-wizards-catalogue' );
	if ( container ) {
		createRoot( container ).render( <CatalogueScreen /> );
	}
} );
